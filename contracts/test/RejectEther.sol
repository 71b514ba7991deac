// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev Test helper: a receiver that refuses ether, to prove `withdraw` reverts on a failed transfer.
contract RejectEther {
    receive() external payable {
        revert("no ether");
    }
}
