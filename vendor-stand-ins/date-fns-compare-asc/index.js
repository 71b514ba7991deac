"use strict";
// date-fns 2.30's compareAsc and the toDate it calls: 1 if the first date is after the second, -1
// if before, 0 if equal, NaN if either is not a date. A Date or a number is a date; anything else
// (a string among them, which date-fns 2 refuses) is an invalid date.

function requiredArgs(required, args) {
  if (args.length < required) throw new TypeError(required + " argument" + (required > 1 ? "s" : "") + " required, but only " + args.length + " present");
}

function toDate(argument) {
  var tag = Object.prototype.toString.call(argument);
  if (argument instanceof Date || (typeof argument === "object" && tag === "[object Date]")) return new Date(argument.getTime());
  if (typeof argument === "number" || tag === "[object Number]") return new Date(argument);
  return new Date(NaN);
}

exports.compareAsc = function compareAsc(dirtyDateLeft, dirtyDateRight) {
  requiredArgs(2, arguments);
  var diff = toDate(dirtyDateLeft).getTime() - toDate(dirtyDateRight).getTime();
  if (diff < 0) return -1;
  if (diff > 0) return 1;
  return diff;
};
