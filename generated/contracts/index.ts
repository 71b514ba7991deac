import {
  createReadContract,
  createWriteContract,
  createSimulateContract,
  createWatchContractEvent,
} from 'wagmi/codegen'

import {
  createUseReadContract,
  createUseWriteContract,
  createUseSimulateContract,
  createUseWatchContractEvent,
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
    inputs: [],
    name: 'mineWithFee',
    outputs: [],
    stateMutability: 'payable',
  },
  {
    type: 'function',
    inputs: [],
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
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const readPentaMining = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"fee"`
 */
export const readPentaMiningFee = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'fee',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"moderators"`
 */
export const readPentaMiningModerators = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'moderators',
})

/**
 * Wraps __{@link readContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"owner"`
 */
export const readPentaMiningOwner = /*#__PURE__*/ createReadContract({
  abi: pentaMiningAbi,
  functionName: 'owner',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const writePentaMining = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"addModerator"`
 */
export const writePentaMiningAddModerator = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'addModerator',
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
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"removeModerator"`
 */
export const writePentaMiningRemoveModerator =
  /*#__PURE__*/ createWriteContract({
    abi: pentaMiningAbi,
    functionName: 'removeModerator',
  })

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setFee"`
 */
export const writePentaMiningSetFee = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'setFee',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setResetTime"`
 */
export const writePentaMiningSetResetTime = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'setResetTime',
})

/**
 * Wraps __{@link writeContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"withdraw"`
 */
export const writePentaMiningWithdraw = /*#__PURE__*/ createWriteContract({
  abi: pentaMiningAbi,
  functionName: 'withdraw',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const simulatePentaMining = /*#__PURE__*/ createSimulateContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"addModerator"`
 */
export const simulatePentaMiningAddModerator =
  /*#__PURE__*/ createSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'addModerator',
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

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"removeModerator"`
 */
export const simulatePentaMiningRemoveModerator =
  /*#__PURE__*/ createSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'removeModerator',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setFee"`
 */
export const simulatePentaMiningSetFee = /*#__PURE__*/ createSimulateContract({
  abi: pentaMiningAbi,
  functionName: 'setFee',
})

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setResetTime"`
 */
export const simulatePentaMiningSetResetTime =
  /*#__PURE__*/ createSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'setResetTime',
  })

/**
 * Wraps __{@link simulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"withdraw"`
 */
export const simulatePentaMiningWithdraw = /*#__PURE__*/ createSimulateContract(
  { abi: pentaMiningAbi, functionName: 'withdraw' },
)

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const watchPentaMiningEvent = /*#__PURE__*/ createWatchContractEvent({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"FeeChanged"`
 */
export const watchPentaMiningFeeChangedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'FeeChanged',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"MinedWithFee"`
 */
export const watchPentaMiningMinedWithFeeEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'MinedWithFee',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"MinedWithNoFee"`
 */
export const watchPentaMiningMinedWithNoFeeEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'MinedWithNoFee',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ModeratorAdded"`
 */
export const watchPentaMiningModeratorAddedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ModeratorAdded',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ModeratorRemoved"`
 */
export const watchPentaMiningModeratorRemovedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ModeratorRemoved',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ResetTimeChanged"`
 */
export const watchPentaMiningResetTimeChangedEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ResetTimeChanged',
  })

/**
 * Wraps __{@link watchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"Withdrawn"`
 */
export const watchPentaMiningWithdrawnEvent =
  /*#__PURE__*/ createWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'Withdrawn',
  })

//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////
// React
//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const useReadPentaMining = /*#__PURE__*/ createUseReadContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"fee"`
 */
export const useReadPentaMiningFee = /*#__PURE__*/ createUseReadContract({
  abi: pentaMiningAbi,
  functionName: 'fee',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"moderators"`
 */
export const useReadPentaMiningModerators = /*#__PURE__*/ createUseReadContract(
  { abi: pentaMiningAbi, functionName: 'moderators' },
)

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"owner"`
 */
export const useReadPentaMiningOwner = /*#__PURE__*/ createUseReadContract({
  abi: pentaMiningAbi,
  functionName: 'owner',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"resetTime"`
 */
export const useReadPentaMiningResetTime = /*#__PURE__*/ createUseReadContract({
  abi: pentaMiningAbi,
  functionName: 'resetTime',
})

/**
 * Wraps __{@link useReadContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"userFeeStatus"`
 */
export const useReadPentaMiningUserFeeStatus =
  /*#__PURE__*/ createUseReadContract({
    abi: pentaMiningAbi,
    functionName: 'userFeeStatus',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const useWritePentaMining = /*#__PURE__*/ createUseWriteContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"addModerator"`
 */
export const useWritePentaMiningAddModerator =
  /*#__PURE__*/ createUseWriteContract({
    abi: pentaMiningAbi,
    functionName: 'addModerator',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithFee"`
 */
export const useWritePentaMiningMineWithFee =
  /*#__PURE__*/ createUseWriteContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithFee',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithNoFee"`
 */
export const useWritePentaMiningMineWithNoFee =
  /*#__PURE__*/ createUseWriteContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithNoFee',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"removeModerator"`
 */
export const useWritePentaMiningRemoveModerator =
  /*#__PURE__*/ createUseWriteContract({
    abi: pentaMiningAbi,
    functionName: 'removeModerator',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setFee"`
 */
export const useWritePentaMiningSetFee = /*#__PURE__*/ createUseWriteContract({
  abi: pentaMiningAbi,
  functionName: 'setFee',
})

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setResetTime"`
 */
export const useWritePentaMiningSetResetTime =
  /*#__PURE__*/ createUseWriteContract({
    abi: pentaMiningAbi,
    functionName: 'setResetTime',
  })

/**
 * Wraps __{@link useWriteContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"withdraw"`
 */
export const useWritePentaMiningWithdraw = /*#__PURE__*/ createUseWriteContract(
  { abi: pentaMiningAbi, functionName: 'withdraw' },
)

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const useSimulatePentaMining = /*#__PURE__*/ createUseSimulateContract({
  abi: pentaMiningAbi,
})

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"addModerator"`
 */
export const useSimulatePentaMiningAddModerator =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'addModerator',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithFee"`
 */
export const useSimulatePentaMiningMineWithFee =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithFee',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"mineWithNoFee"`
 */
export const useSimulatePentaMiningMineWithNoFee =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'mineWithNoFee',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"removeModerator"`
 */
export const useSimulatePentaMiningRemoveModerator =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'removeModerator',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setFee"`
 */
export const useSimulatePentaMiningSetFee =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'setFee',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"setResetTime"`
 */
export const useSimulatePentaMiningSetResetTime =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'setResetTime',
  })

/**
 * Wraps __{@link useSimulateContract}__ with `abi` set to __{@link pentaMiningAbi}__ and `functionName` set to `"withdraw"`
 */
export const useSimulatePentaMiningWithdraw =
  /*#__PURE__*/ createUseSimulateContract({
    abi: pentaMiningAbi,
    functionName: 'withdraw',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__
 */
export const useWatchPentaMiningEvent =
  /*#__PURE__*/ createUseWatchContractEvent({ abi: pentaMiningAbi })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"FeeChanged"`
 */
export const useWatchPentaMiningFeeChangedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'FeeChanged',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"MinedWithFee"`
 */
export const useWatchPentaMiningMinedWithFeeEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'MinedWithFee',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"MinedWithNoFee"`
 */
export const useWatchPentaMiningMinedWithNoFeeEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'MinedWithNoFee',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ModeratorAdded"`
 */
export const useWatchPentaMiningModeratorAddedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ModeratorAdded',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ModeratorRemoved"`
 */
export const useWatchPentaMiningModeratorRemovedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ModeratorRemoved',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"ResetTimeChanged"`
 */
export const useWatchPentaMiningResetTimeChangedEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'ResetTimeChanged',
  })

/**
 * Wraps __{@link useWatchContractEvent}__ with `abi` set to __{@link pentaMiningAbi}__ and `eventName` set to `"Withdrawn"`
 */
export const useWatchPentaMiningWithdrawnEvent =
  /*#__PURE__*/ createUseWatchContractEvent({
    abi: pentaMiningAbi,
    eventName: 'Withdrawn',
  })
