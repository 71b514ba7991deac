// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title On-chain start of NFT mining on the Penta chain (public-pages-mining.md §4, §7, §9).
/// @notice A wallet starts mining at most once per reset window (24 hours by default), either
/// without a fee (1.5x hashrate) or paying exactly the current fee (x2 hashrate). Each start names
/// the game account it is for (`account`, the reference the backend issues to that account), so a
/// transaction seen on the chain cannot be registered by any other account.
contract PentaMining {
    enum FeeStatus {
        None,
        NoFee,
        Fee
    }

    struct UserFeeStatus {
        FeeStatus status;
        uint64 createdAt;
        uint64 updatedAt;
    }

    address public owner;
    uint256 public fee;
    uint256 public resetTime = 24 hours;
    mapping(address => bool) public moderators;
    mapping(address => UserFeeStatus) private _statuses;

    event ModeratorAdded(address indexed account);
    event ModeratorRemoved(address indexed account);
    event FeeChanged(uint256 previousFee, uint256 newFee);
    event ResetTimeChanged(uint256 previousResetTime, uint256 newResetTime);
    event MinedWithNoFee(address indexed miner, bytes32 indexed account, uint256 timestamp);
    event MinedWithFee(address indexed miner, bytes32 indexed account, uint256 amount, uint256 timestamp);
    event Withdrawn(address indexed to, uint256 amount);

    error NotOwner();
    error NotModerator();
    error ZeroAddress();
    error InvalidResetTime();
    error NothingToWithdraw();
    error TransferFailed();
    /// @notice A start must name the game account it is for.
    error NoAccount();
    /// @notice The wallet started mining less than `resetTime` ago; it may start again at `availableAt`.
    error AlreadyMining(address miner, uint256 availableAt);
    /// @notice `mineWithFee` must be paid exactly the current fee.
    error WrongFee(uint256 expected, uint256 sent);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    modifier onlyModerator() {
        if (!moderators[msg.sender]) revert NotModerator();
        _;
    }

    modifier forAccount(bytes32 account) {
        if (account == bytes32(0)) revert NoAccount();
        _;
    }

    modifier outsideCooldown() {
        UserFeeStatus memory current = _statuses[msg.sender];
        if (current.status != FeeStatus.None && block.timestamp < uint256(current.updatedAt) + resetTime) {
            revert AlreadyMining(msg.sender, uint256(current.updatedAt) + resetTime);
        }
        _;
    }

    constructor(uint256 initialFee) {
        owner = msg.sender;
        fee = initialFee;
        emit FeeChanged(0, initialFee);
    }

    /// @return status 0 none, 1 no fee, 2 fee; createdAt the first start; updatedAt the last start.
    function userFeeStatus(address account) external view returns (uint8 status, uint256 createdAt, uint256 updatedAt) {
        UserFeeStatus memory s = _statuses[account];
        return (uint8(s.status), s.createdAt, s.updatedAt);
    }

    /// @notice Starts mining without a fee, for the game account `account`: the 1.5x mode.
    function mineWithNoFee(bytes32 account) external forAccount(account) outsideCooldown {
        _record(FeeStatus.NoFee);
        emit MinedWithNoFee(msg.sender, account, block.timestamp);
    }

    /// @notice Starts mining paying exactly the current fee, for the game account `account`: the x2 mode.
    function mineWithFee(bytes32 account) external payable forAccount(account) outsideCooldown {
        if (msg.value != fee) revert WrongFee(fee, msg.value);
        _record(FeeStatus.Fee);
        emit MinedWithFee(msg.sender, account, msg.value, block.timestamp);
    }

    function addModerator(address account) external onlyOwner {
        if (account == address(0)) revert ZeroAddress();
        moderators[account] = true;
        emit ModeratorAdded(account);
    }

    function removeModerator(address account) external onlyOwner {
        moderators[account] = false;
        emit ModeratorRemoved(account);
    }

    function setFee(uint256 newFee) external onlyModerator {
        emit FeeChanged(fee, newFee);
        fee = newFee;
    }

    function setResetTime(uint256 newResetTime) external onlyModerator {
        if (newResetTime == 0) revert InvalidResetTime();
        emit ResetTimeChanged(resetTime, newResetTime);
        resetTime = newResetTime;
    }

    /// @notice Sends every collected fee to `to`.
    function withdraw(address payable to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        (bool ok, ) = to.call{value: amount}("");
        if (!ok) revert TransferFailed();
        emit Withdrawn(to, amount);
    }

    function _record(FeeStatus status) private {
        UserFeeStatus storage s = _statuses[msg.sender];
        uint64 nowTs = uint64(block.timestamp);
        if (s.createdAt == 0) s.createdAt = nowTs;
        s.updatedAt = nowTs;
        s.status = status;
    }
}
