// Where java's arguments come from besides argv: `@argfiles`, JDK_JAVA_OPTIONS (the launcher's),
// JAVA_TOOL_OPTIONS and _JAVA_OPTIONS (the VM's). Turns them into one argument list, with java
// 17's notes and errors, before parse_vm_options reads the options. Reads files and the
// environment it is given; parses no option itself.
//
//   JDK_JAVA_OPTIONS  argv[1..]            (launcher: @files expanded up to the main class)
//        |               |
//        v               v
//   [env tokens] + [command line]  ->  VM options: JAVA_TOOL_OPTIONS first, argv's options,
//                                      _JAVA_OPTIONS last (so they win), then the main class
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace jvmlab {

/// Splits the text of an argument file (or of JDK_JAVA_OPTIONS) into arguments as java's
/// launcher does (the `java` manual, "java Command-Line Argument Files"): whitespace separates;
/// `'` or `"` quote a part of an argument (the quotes are dropped, `-Dp="a b"` is `-Dp=a b`);
/// inside quotes a backslash escapes (`\n` `\r` `\t` `\f`, any other character stands for
/// itself) and a backslash before a line end continues the argument on the next line, leading
/// whitespace skipped; outside quotes a backslash is an ordinary character; `#` at the start of
/// an argument comments out the rest of the line. A line end inside quotes ends the argument.
/// Never fails. Thread-safe.
std::vector<std::string> tokenize_argument_file(std::string_view text);

/// Splits JAVA_TOOL_OPTIONS or _JAVA_OPTIONS as HotSpot does (Arguments::parse_options_buffer):
/// whitespace separates, `'` or `"` quote a part (dropped), no escapes. Thread-safe.
std::vector<std::string> tokenize_vm_options_variable(std::string_view text);

/// The environment variables java reads for arguments; null when unset.
struct ArgumentEnvironment {
  const char* jdk_java_options = nullptr;   // JDK_JAVA_OPTIONS
  const char* java_tool_options = nullptr;  // JAVA_TOOL_OPTIONS
  const char* java_options = nullptr;       // _JAVA_OPTIONS
  /// This process's values (getenv).
  static ArgumentEnvironment from_process();
};

/// The spellings that take their value as the next argument (`-cp <path>`): the launcher must
/// not take that value for the main class. Implemented by options.cpp's spelling table.
bool option_takes_separate_value(std::string_view arg);

/// The launcher's half, java 17's libjli rules: JDK_JAVA_OPTIONS's arguments (tokenized as an
/// argument file; "NOTE: Picked up JDK_JAVA_OPTIONS: <text>" on `err` whenever it is set)
/// go before argv's; then every `@file` argument before the main class (or -jar's file) is
/// replaced by the file's arguments, which are not expanded again; `@@x` stands for `@x`.
/// Returns the arguments (argv[0] excluded), or nullopt after writing java's error to `err`
/// (exit code 1): "Error: could not open `<file>'", "Error: Option -jar is not allowed in
/// environment variable JDK_JAVA_OPTIONS", "Error: Cannot specify main class in environment
/// variable JDK_JAVA_OPTIONS". Reads files; not thread-safe only in that it writes `err`.
std::optional<std::vector<std::string>> expand_launcher_arguments(const std::vector<std::string>& argv_tail,
                                                                  const ArgumentEnvironment& env,
                                                                  std::ostream& err);

}  // namespace jvmlab
