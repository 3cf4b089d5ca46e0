// -XX flags: the one table of every -XX:Name jvmlab knows (type, default, description), value
// parsing with HotSpot's error texts, typed lookup, and -XX:+PrintFlagsFinal. Does not parse argv
// (runtime/options/options.cpp does) and does not compute ergonomic defaults (options.cpp does).
//
// Adding a flag is one line in kFlagTable (runtime/options/flags.cpp). Subsystems read flags with
// xx_bool/xx_int/xx_uint/xx_double(options, "Name") after parse_vm_options.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace jvmlab {

struct VmOptions;

/// Value type of a flag. The names printed by PrintFlagsFinal are HotSpot's (bool, intx, uintx,
/// uint, size_t, double, ccstr) so that tables from `java` and `jvmlab` can be diffed.
enum class FlagType : uint8_t {
  Bool,    // only -XX:+Name / -XX:-Name
  Intx,    // signed 64-bit, accepts k/m/g/t suffixes and 0x
  Uintx,   // unsigned 64-bit, same syntax
  Uint,    // unsigned 32-bit, same syntax
  SizeT,   // byte count, same syntax
  Uint64,  // unsigned 64-bit (PrintFlagsFinal's uint64_t: MaxRAM), same syntax
  Double,  // [-]digits[.digits] (HotSpot rejects exponents, so do we)
  String,  // any text, printed as "ccstr"
};

/// Where a flag's final value came from (PrintFlagsFinal's last column). CommandLineErgonomic is
/// a command-line value the VM then changed (e.g. -Xmx3m aligned up to 4 MB), which HotSpot 17
/// prints as "{command line, ergonomic}".
enum class FlagOrigin : uint8_t { Default, CommandLine, Ergonomic, CommandLineErgonomic, ConfigFile };

/// One row of the flag table. `min`/`max` give an inclusive range for integer flags (checked with
/// HotSpot's "is outside the allowed range" text); min > max means "no range".
struct FlagSpec {
  const char* name;
  FlagType type;
  const char* default_value;  // text as PrintFlagsFinal shows it; ergonomic flags show the default
                              // here and get their startup value from options.cpp
  const char* kind;           // HotSpot's flag kind column: "product", "pd product", "manageable"
  const char* description;    // one line, shown by -XX:+PrintFlagsFinal's neighbours and docs
  int64_t min = 1;
  int64_t max = 0;
};

/// The whole table, sorted by name (strcmp order, like HotSpot's PrintFlagsFinal).
std::span<const FlagSpec> all_flags();

/// Looks a flag up by exact name; nullptr when unknown.
const FlagSpec* find_flag(std::string_view name);

/// HotSpot's type name for the PrintFlagsFinal column ("bool", "intx", "size_t", ...).
const char* flag_type_name(FlagType type);

/// Result of applying one "-XX:..." argument: either the flag and its normalized value, or the
/// exact java 17 error text (without the "Error: Could not create..." trailer).
struct XXSetting {
  const FlagSpec* flag = nullptr;
  std::string value;  // normalized: "true"/"false", decimal integers, "%f" doubles, raw strings
  std::string error;  // non-empty on failure, e.g. "Unrecognized VM option 'Foo'"
};

/// Parses the text after "-XX:" ("+Name", "-Name", "Name=value"). Errors, as java 17 prints them:
///   Unrecognized VM option 'Foo'                    (unknown name; 'Foo=3' for Name=value)
///   Missing +/- setting for VM option 'Name=1'      (bool flag given a value)
///   Unexpected +/- setting in VM option 'Name'      (+/- on a non-bool flag)
///   Improperly specified VM option 'Name=abc'       (malformed number, overflow, missing '=')
///   intx Name=5 is outside the allowed range [ 0 ... 4 ]\nImproperly specified VM option 'Name=5'
/// Pure function, thread-safe.
XXSetting parse_xx_argument(std::string_view text);

/// Parses a flag value of `type` ("64m", "0x10", "-3", "0.5"); normalized text or nullopt.
std::optional<std::string> parse_flag_value(FlagType type, std::string_view text);

/// The flag's final value: ergonomic (computed at startup, possibly adjusting a command-line
/// value), else command line, else the table default. Throws std::invalid_argument for a name not in the table (a programming error).
std::string xx_flag_value(const VmOptions& options, std::string_view name, FlagOrigin* origin);

/// Typed readers over xx_flag_value. Throw std::invalid_argument for unknown names or a type
/// mismatch (e.g. xx_bool on an intx flag).
bool xx_bool(const VmOptions& options, std::string_view name);
int64_t xx_int(const VmOptions& options, std::string_view name);
uint64_t xx_uint(const VmOptions& options, std::string_view name);
double xx_double(const VmOptions& options, std::string_view name);

/// Prints "[Global flags]" and one line per flag in HotSpot 17's column layout, e.g.
///      bool AlwaysPreTouch                           = false                                     {product} {default}
/// to `out`. Source of the layout: the output of `java -XX:+PrintFlagsFinal -version` (JDK 17).
void print_flags_final(const VmOptions& options, std::ostream& out);

}  // namespace jvmlab
