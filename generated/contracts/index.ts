import {
  createReadContract,
  createWriteContract,
  createSimulateContract,
} from 'wagmi/codegen'

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// PentaMining
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

export const pentaMiningAbi = [
  {
    type: 'constructor',
    inputs: [{ name: 'initialFee', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'nonpayable',
  },
  {
    type: 'error',
    inputs: [
      { name: 'miner', internalType: 'address', type: 'address' },
      { name: 'availableAt', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'AlreadyMining',
  },
  { type: 'error', inputs: [], name: 'InvalidResetTime' },
  { type: 'error', inputs: [], name: 'NoAccount' },
  { type: 'error', inputs: [], name: 'NotModerator' },
  { type: 'error', inputs: [], name: 'NotOwner' },
  { type: 'error', inputs: [], name: 'NothingToWithdraw' },
  { type: 'error', inputs: [], name: 'TransferFailed' },
  {
    type: 'error',
    inputs: [
      { name: 'expected', internalType: 'uint256', type: 'uint256' },
      { name: 'sent', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'WrongFee',
  },
  { type: 'error', inputs: [], name: 'ZeroAddress' },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousFee',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'newFee',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'FeeChanged',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'miner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'account',
        internalType: 'bytes32',
        type: 'bytes32',
        indexed: true,
      },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'timestamp',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'MinedWithFee',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'miner',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
      {
        name: 'account',
        internalType: 'bytes32',
        type: 'bytes32',
        indexed: true,
      },
      {
        name: 'timestamp',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'MinedWithNoFee',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'ModeratorAdded',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'account',
        internalType: 'address',
        type: 'address',
        indexed: true,
      },
    ],
    name: 'ModeratorRemoved',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      {
        name: 'previousResetTime',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
      {
        name: 'newResetTime',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'ResetTimeChanged',
  },
  {
    type: 'event',
    anonymous: false,
    inputs: [
      { name: 'to', internalType: 'address', type: 'address', indexed: true },
      {
        name: 'amount',
        internalType: 'uint256',
        type: 'uint256',
        indexed: false,
      },
    ],
    name: 'Withdrawn',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'addModerator',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'fee',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'bytes32', type: 'bytes32' }],
    name: 'mineWithFee',
    outputs: [],
    stateMutability: 'payable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'bytes32', type: 'bytes32' }],
    name: 'mineWithNoFee',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: '', internalType: 'address', type: 'address' }],
    name: 'moderators',
    outputs: [{ name: '', internalType: 'bool', type: 'bool' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [],
    name: 'owner',
    outputs: [{ name: '', internalType: 'address', type: 'address' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'removeModerator',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [],
    name: 'resetTime',
    outputs: [{ name: '', internalType: 'uint256', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'newFee', internalType: 'uint256', type: 'uint256' }],
    name: 'setFee',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [
      { name: 'newResetTime', internalType: 'uint256', type: 'uint256' },
    ],
    name: 'setResetTime',
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    inputs: [{ name: 'account', internalType: 'address', type: 'address' }],
    name: 'userFeeStatus',
    outputs: [
      { name: 'status', internalType: 'uint8', type: 'uint8' },
      { name: 'createdAt', internalType: 'uint256', type: 'uint256' },
      { name: 'updatedAt', internalType: 'uint256', type: 'uint256' },
    ],
    stateMutability: 'view',
  },
  {
    type: 'function',
    inputs: [{ name: 'to', internalType: 'address payable', type: 'address' }],
    name: 'withdraw',
    outputs: [],
    stateMutability: 'nonpayable',
  },
] as const

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// Action
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"fee"`
 */
export const readPentaMiningFee = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'fee',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"resetTime"`
 */
export const readPentaMiningResetTime = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'resetTime',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"userFeeStatus"`
 */
export const readPentaMiningUserFeeStatus = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'userFeeStatus',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithFee"`
 */
export const writePentaMiningMineWithFee = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'mineWithFee',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithNoFee"`
 */
export const writePentaMiningMineWithNoFee = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'mineWithNoFee',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithFee"`
 */
export const simulatePentaMiningMineWithFee =
  /*#__PURE__*/ createSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithFee',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithNoFee"`
 */
export const simulatePentaMiningMineWithNoFee =
  /*#__PURE__*/ createSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithNoFee',
  })
