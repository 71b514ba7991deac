// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev Test helper: the smallest ERC-1271 smart-contract wallet. A signature is the wallet's when
/// its owner's key made it over the hash asked about (as Safe or Coinbase Smart Wallet answer for
/// their owners), so a backend can only tell by asking the contract.
contract OwnerWallet {
    bytes4 private constant MAGIC = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC : bytes4(0xffffffff);
    }
}

/// @dev Deploys OwnerWallets at addresses known before they exist (CREATE2): an ERC-6492 signature
/// of a wallet not deployed yet names this factory and the call that would deploy it.
contract OwnerWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new OwnerWallet{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(OwnerWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
