// Argument files and the argument environment variables, as java 17's launcher and VM read them.
// See java_args.hpp.
#include "runtime/options/java_args.hpp"

#include <cstdlib>
#include <fstream>
#include <iterator>

namespace jvmlab {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
bool is_line_end(char c) { return c == '\n' || c == '\r'; }

// Options after which the launcher stops looking for options, and which JDK_JAVA_OPTIONS may
// not hold (libjli's terminal options).
bool is_terminal_option(std::string_view arg) {
  static constexpr std::string_view kTerminal[] = {
      "-jar", "-m", "--module", "--dry-run", "-h", "-?", "-help", "--help", "-X", "--help-extra",
      "-version", "--version", "-fullversion", "--full-version"};
  for (std::string_view t : kTerminal)
    if (arg == t) return true;
  return arg.substr(0, 9) == "--module=";
}

}  // namespace

std::vector<std::string> tokenize_argument_file(std::string_view text) {
  std::vector<std::string> args;
  size_t i = 0;
  const size_t n = text.size();
  while (i < n) {
    while (i < n && is_space(text[i])) i++;
    if (i >= n) break;
    if (text[i] == '#') {  // a comment, to the end of the line
      while (i < n && !is_line_end(text[i])) i++;
      continue;
    }
    std::string arg;
    while (i < n && !is_space(text[i])) {
      const char c = text[i++];
      if (c != '"' && c != '\'') {
        arg += c;
        continue;
      }
      // A quoted part: up to the same quote, or to the line end (which ends the argument).
      const char quote = c;
      while (i < n && text[i] != quote && !is_line_end(text[i])) {
        char q = text[i++];
        if (q == '\\' && i < n) {
          const char e = text[i++];
          if (is_line_end(e)) {  // continuation: skip the line end and the next line's indent
            if (e == '\r' && i < n && text[i] == '\n') i++;
            while (i < n && (text[i] == ' ' || text[i] == '\t' || text[i] == '\f')) i++;
            continue;
          }
          q = e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e == 'f' ? '\f' : e;
        }
        arg += q;
      }
      if (i < n && text[i] == quote) {
        i++;
      } else {
        break;  // unterminated: the line end closes the argument
      }
    }
    args.push_back(std::move(arg));
  }
  return args;
}

std::vector<std::string> tokenize_vm_options_variable(std::string_view text) {
  std::vector<std::string> args;
  size_t i = 0;
  const size_t n = text.size();
  while (i < n) {
    while (i < n && is_space(text[i])) i++;
    if (i >= n) break;
    std::string arg;
    while (i < n && !is_space(text[i])) {
      const char c = text[i++];
      if (c == '"' || c == '\'') {
        while (i < n && text[i] != c) arg += text[i++];
        if (i < n) i++;
      } else {
        arg += c;
      }
    }
    args.push_back(std::move(arg));
  }
  return args;
}

ArgumentEnvironment ArgumentEnvironment::from_process() {
  return {std::getenv("JDK_JAVA_OPTIONS"), std::getenv("JAVA_TOOL_OPTIONS"), std::getenv("_JAVA_OPTIONS")};
}

std::optional<std::vector<std::string>> expand_launcher_arguments(const std::vector<std::string>& argv_tail,
                                                                  const ArgumentEnvironment& env,
                                                                  std::ostream& err) {
  std::vector<std::string> out;
  if (env.jdk_java_options != nullptr) {
    err << "NOTE: Picked up JDK_JAVA_OPTIONS: " << env.jdk_java_options << "\n";
    bool value_next = false;  // the previous argument takes this one as its value
    for (std::string& arg : tokenize_argument_file(env.jdk_java_options)) {
      if (!value_next) {
        if (is_terminal_option(arg)) {
          err << "Error: Option " << arg << " is not allowed in environment variable JDK_JAVA_OPTIONS\n";
          return std::nullopt;
        }
        if (arg.empty() || arg[0] != '-') {
          err << "Error: Cannot specify main class in environment variable JDK_JAVA_OPTIONS\n";
          return std::nullopt;
        }
      }
      value_next = !value_next && option_takes_separate_value(arg);
      out.push_back(std::move(arg));
    }
  }
  // Command-line arguments: @files are expanded until the main class or -jar's file is found;
  // from there on everything is the program's, untouched.
  bool value_next = false;
  bool program = false;
  const auto take = [&](std::string arg) {
    if (!program) {
      if (value_next) {
        value_next = false;
        if (out.empty() || out.back() == "-jar") program = true;  // -jar <file>: the rest is the program's
      } else if (arg.empty() || arg[0] != '-') {
        program = true;  // the main class
      } else {
        value_next = option_takes_separate_value(arg);
        if (!value_next && is_terminal_option(arg) && arg != "-jar") program = true;
      }
    }
    out.push_back(std::move(arg));
  };
  for (const std::string& arg : argv_tail) {
    if (program || arg.size() < 2 || arg[0] != '@') {
      take(arg);
      continue;
    }
    if (arg[1] == '@') {  // "@@x" is the argument "@x"
      take(arg.substr(1));
      continue;
    }
    const std::string path = arg.substr(1);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      err << "Error: could not open `" << path << "'\n";
      return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::string& file_arg : tokenize_argument_file(text)) take(std::move(file_arg));
  }
  return out;
}

}  // namespace jvmlab
