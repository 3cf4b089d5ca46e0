// VM options: java-compatible argv -> VmOptions. A table-driven pre-pass rewrites java's spellings
// (-Xmx2g, -XX:+Name, -Dk=v, -cp p) into CLI11 long options, CLI11 dispatches them in order to
// per-option handlers, then heap ergonomics run. Errors use java 17's exact texts and exit codes.
// Does not start the VM and does not configure logging (configure_logging does).
//
//   argv ──pre-pass──> "--max-heap-size=2g" "--xx=+AlwaysPreTouch" ...  (+ main class, program args)
//        ──CLI11────> handlers, one call per occurrence, in argv order (first error wins)
//        ──ergonomics> default -Xmx, ConcGCThreads, SoftMaxHeapSize, size checks
//        ──actions───> PrintFlagsFinal, -version, -help, usage
#include "runtime/options/options.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "runtime/options/flags.hpp"
#include "runtime/options/java_args.hpp"
#include "runtime/logging/logging.hpp"

#ifndef JVMLAB_VERSION
#define JVMLAB_VERSION "0.1.0"
#endif

namespace jvmlab {

namespace {

constexpr size_t K = 1024;
constexpr size_t M = K * K;
constexpr size_t G = M * K;
constexpr size_t kMinMaxHeap = 2 * M;              // below: "Too small maximum heap" (HotSpot 17)
constexpr size_t kMinInitialHeap = 1 * M;          // below: "Too small initial/minimum heap"
constexpr size_t kMinThreadStack = 136 * K;        // java 17 on x86_64 Linux
constexpr size_t kMaxThreadStack = 1 * G;          // java 17: larger -Xss is "not representable"
constexpr size_t kDefaultThreadStack = 1 * M;
constexpr size_t kDefaultInitialHeap = gc::kGranuleSize;  // JEP 545: one granule
constexpr const char* kVmName = "jvmlab 64-Bit VM";  // as -version names it, and VM warnings
constexpr bool kJitAvailable = true;               // the compile broker: "mixed mode"

// --- The java spellings (the pre-pass table) ------------------------------------------------------

enum class Form : uint8_t {
  Exact,     // "-Xint"
  Prefix,    // "-Xmx<value>"
  Separate,  // "-cp <value>" (also "--class-path=<value>")
};

enum class Stop : uint8_t {
  None,
  Version,     // -version: version to stderr, exit 0, ignore the rest of argv (as java does)
  VersionOut,  // --version: same on stdout
  Help,        // -help -h -?: usage to stderr, exit 0
  HelpOut,     // --help: usage to stdout
  HelpExtra,   // -X: the extra options to stderr, exit 0
  Jar,         // -jar <file>: the rest is program arguments
};

struct JavaSpelling {
  const char* spelling;  // as typed by the user
  Form form;
  const char* cli;       // CLI11 long name (without "--")
  const char* fixed;     // for Exact spellings of value options: the value to pass, else nullptr
  Stop stop;
  const char* help_arg;  // shown after the spelling in -help; nullptr = hidden from -help
};

// clang-format off
constexpr JavaSpelling kSpellings[] = {
  {"-cp",            Form::Separate, "class-path",      nullptr, Stop::None, " <path>"},
  {"-classpath",     Form::Separate, "class-path",      nullptr, Stop::None, " <path>"},
  {"--class-path",   Form::Separate, "class-path",      nullptr, Stop::None, " <path>"},
  {"-jar",           Form::Separate, "jar",             nullptr, Stop::Jar,  " <jarfile>"},
  {"-D",             Form::Prefix,   "define",          nullptr, Stop::None, "<name>=<value>"},
  {"-verbose:",      Form::Prefix,   "verbose",         nullptr, Stop::None, "[class|gc]"},
  {"-version",       Form::Exact,    "version",         nullptr, Stop::Version, ""},
  {"--version",      Form::Exact,    "version-out",     nullptr, Stop::VersionOut, ""},
  {"-showversion",   Form::Exact,    "show-version",    nullptr, Stop::None, ""},
  {"--show-version", Form::Exact,    "show-version-out", nullptr, Stop::None, ""},
  {"-?",             Form::Exact,    "help",            nullptr, Stop::Help, ""},
  {"-h",             Form::Exact,    "help",            nullptr, Stop::Help, ""},
  {"-help",          Form::Exact,    "help",            nullptr, Stop::Help, ""},
  {"--help",         Form::Exact,    "help-out",        nullptr, Stop::HelpOut, ""},
  {"-ea",            Form::Exact,    "enable-assertions",  nullptr, Stop::None, ""},
  {"-enableassertions", Form::Exact,  "enable-assertions",  nullptr, Stop::None, ""},
  {"-da",            Form::Exact,    "disable-assertions", nullptr, Stop::None, ""},
  {"-disableassertions", Form::Exact, "disable-assertions", nullptr, Stop::None, ""},
  {"-Xint",          Form::Exact,    "xint",            nullptr, Stop::None, ""},
  {"-Xverify",       Form::Exact,    "xverify",         "remote", Stop::None, nullptr},
  {"-Xverify:",      Form::Prefix,   "xverify",         nullptr, Stop::None, nullptr},
  {"-noverify",      Form::Exact,    "xverify",         "none",  Stop::None, nullptr},
  {"-Xcomp",         Form::Exact,    "xcomp",           nullptr, Stop::None, ""},
  {"-Xmixed",        Form::Exact,    "xmixed",          nullptr, Stop::None, ""},
  {"-Xbatch",        Form::Exact,    "xbatch",          nullptr, Stop::None, nullptr},
  {"-Xms",           Form::Prefix,   "initial-heap-size", nullptr, Stop::None, "<size>"},
  {"-Xmx",           Form::Prefix,   "max-heap-size",   nullptr, Stop::None, "<size>"},
  {"-Xss",           Form::Prefix,   "thread-stack-size", nullptr, Stop::None, "<size>"},
  {"-Xlog",          Form::Exact,    "xlog",            "",      Stop::None, nullptr},
  {"-Xlog:",         Form::Prefix,   "xlog",            nullptr, Stop::None, "<selections>[:<output>[:<decorators>]]"},
  {"-Xshare:",       Form::Prefix,   "xshare",          nullptr, Stop::None, nullptr},
  {"-X",             Form::Exact,    "help-extra",      nullptr, Stop::HelpExtra, nullptr},
  {"-XX:",           Form::Prefix,   "xx",              nullptr, Stop::None, "<flag>"},
};
// clang-format on

// Exact match first, then "--class-path=value", then the longest prefix.
const JavaSpelling* match_spelling(std::string_view arg, std::string_view* inline_value) {
  for (const JavaSpelling& s : kSpellings)
    if (s.form != Form::Prefix && arg == s.spelling) return &s;
  for (const JavaSpelling& s : kSpellings) {
    const std::string_view name = s.spelling;
    if (s.form == Form::Separate && name.substr(0, 2) == "--" && arg.size() > name.size() &&
        arg.substr(0, name.size()) == name && arg[name.size()] == '=') {
      *inline_value = arg.substr(name.size() + 1);
      return &s;
    }
  }
  const JavaSpelling* best = nullptr;
  for (const JavaSpelling& s : kSpellings) {
    const std::string_view name = s.spelling;
    if (s.form == Form::Prefix && arg.substr(0, name.size()) == name &&
        (best == nullptr || name.size() > std::string_view(best->spelling).size()))
      best = &s;
  }
  if (best != nullptr) *inline_value = arg.substr(std::string_view(best->spelling).size());
  return best;
}

// Values reach CLI11 as "--name=<marker><value>": CLI11 reads "--name=" (an empty value) as
// "value follows in the next argument", and -Xlog's value can be empty. Handlers strip the marker.
constexpr char kValueMarker = '=';

std::string with_marker(std::string_view value) { return kValueMarker + std::string(value); }

std::string strip_marker(const std::string& value) {
  return !value.empty() && value[0] == kValueMarker ? value.substr(1) : value;
}

// --- Failures -------------------------------------------------------------------------------------

// What to print before exiting with 1. Java splits its messages between the two streams.
struct Failure {
  std::string out;
  std::string err;
};

constexpr const char* kCreateVmTrailer =
    "Error: Could not create the Java Virtual Machine.\n"
    "Error: A fatal exception has occurred. Program will exit.\n";

// An option the VM rejected while parsing arguments (stderr, with the two-line trailer).
Failure vm_error(const std::string& text) { return {"", text + "\n" + kCreateVmTrailer}; }

// A rejection during VM initialization (stdout, no trailer), e.g. inconsistent heap sizes.
Failure init_error(const std::string& text) {
  return {"Error occurred during initialization of VM\n" + text + "\n", ""};
}

// --- Texts ----------------------------------------------------------------------------------------

}  // namespace

std::string vm_mode_text(const VmOptions& options) {
  const bool interpreted = options.interpreter_only || !kJitAvailable;
  std::string mode = interpreted ? "interpreted mode" : options.compile_all ? "compiled mode" : "mixed mode";
  const auto level = options.xx_flags.find("TieredStopAtLevel");
  if (!interpreted && level != options.xx_flags.end()) {
    char* end = nullptr;
    const long v = std::strtol(level->second.c_str(), &end, 10);
    if (end != level->second.c_str() && *end == 0 && v >= 1 && v <= 3) mode += ", emulated-client";
  }
  return mode;
}

namespace {

std::string version_text(bool to_stdout, const VmOptions& options) {
  const std::string mode = vm_mode_text(options);
  std::string text = to_stdout ? "jvmlab " JVMLAB_VERSION "\n"
                               : "jvmlab version \"" JVMLAB_VERSION "\"\n";
  text += "jvmlab Runtime Environment (build " JVMLAB_VERSION ")\n";
  text += std::string(kVmName) + " (build " JVMLAB_VERSION ", " + mode + ")\n";
  return text;
}

constexpr const char* kUsageHead =
    "Usage: jvmlab [options] <mainclass> [args...]\n"
    "           (to execute a class)\n"
    "   or  jvmlab [options] -jar <jarfile> [args...]\n"
    "           (to execute a jar file)\n"
    "\n"
    " Arguments following the main class or -jar <jarfile> are passed as the\n"
    " arguments to main class.\n";

// -X: the extra options jvmlab has, in java 17's layout (option at column 4, description at
// column 22 or on the next line, the closing note).
std::string extra_usage() {
  struct Extra {
    const char* spelling;
    const char* description;  // lines after the first start at column 22
  };
  static constexpr Extra kExtras[] = {
      {"-Xbatch", "disable background compilation"},
      {"-Xcomp", "forces compilation of methods on first invocation"},
      {"-Xint", "interpreted mode execution only"},
      {"-Xlog:<opts>", "Configure or enable logging with the Java Virtual\nMachine (JVM) unified logging framework. Use -Xlog:help\nfor details."},
      {"-Xmixed", "mixed mode execution (default)"},
      {"-Xms<size>", "set initial Java heap size"},
      {"-Xmx<size>", "set maximum Java heap size"},
      {"-Xshare:auto", "accepted for compatibility: jvmlab always maps its class-library\nimage (there is no class data sharing archive)"},
      {"-Xshare:off", "accepted for compatibility"},
      {"-Xshare:on", "accepted for compatibility"},
      {"-Xss<size>", "set java thread stack size"},
      {"-Xverify", "sets the mode of the bytecode verifier\nNote that option -Xverify:none is deprecated and\nmay be removed in a future release."},
  };
  constexpr size_t kColumn = 22;
  std::string text = "\n";
  for (const Extra& e : kExtras) {
    std::string line = "    " + std::string(e.spelling);
    if (line.size() < kColumn) line.append(kColumn - line.size(), ' ');
    else line += "\n" + std::string(kColumn, ' ');
    for (const char* c = e.description; *c; c++) {
      line += *c;
      if (*c == '\n') line.append(kColumn, ' ');
    }
    text += line + "\n";
  }
  return text + "\nThese extra options are subject to change without notice.\n";
}

std::string short_usage() {
  return std::string(kUsageHead) + "\n Run jvmlab -help for the list of options.\n";
}

// The full -help text: every visible spelling, grouped by CLI11 option, with that option's
// description (CLI11 holds the descriptions; this table holds the spellings). Layout as java's:
// the description starts in column 18, on the spelling's line when it fits.
std::string full_usage(const CLI::App& app) {
  std::string text = std::string(kUsageHead) + "\n where options include:\n\n";
  constexpr size_t kDescriptionColumn = 18;
  std::vector<std::string> group;  // spellings of the current CLI11 option
  for (size_t i = 0; i < std::size(kSpellings); i++) {
    const JavaSpelling& s = kSpellings[i];
    if (s.help_arg == nullptr) continue;
    group.push_back(std::string(s.spelling) + s.help_arg);
    const bool last_of_group =
        i + 1 == std::size(kSpellings) || std::string_view(kSpellings[i + 1].cli) != s.cli;
    if (!last_of_group) continue;
    // Argument-less aliases share a line ("-? -h -help"); others get a line each.
    const bool one_line = std::all_of(group.begin(), group.end(), [](const std::string& g) {
      return g.find(' ') == std::string::npos && g.find('<') == std::string::npos;
    });
    std::string lines;
    if (one_line) {
      std::string joined;
      for (const std::string& g : group) joined += (joined.empty() ? "" : " ") + g;
      lines = "    " + joined;
    } else {
      for (const std::string& g : group) lines += (lines.empty() ? "" : "\n") + ("    " + g);
    }
    const size_t last_line = lines.rfind('\n') == std::string::npos ? 0 : lines.rfind('\n') + 1;
    const CLI::Option* option = app.get_option_no_throw("--" + std::string(s.cli));
    const std::string description = option != nullptr ? option->get_description() : "";
    if (lines.size() - last_line < kDescriptionColumn) {
      lines.append(kDescriptionColumn - (lines.size() - last_line), ' ');
    } else {
      lines += "\n" + std::string(kDescriptionColumn, ' ');
    }
    text += lines + description + "\n";
    group.clear();
  }
  text +=
      "\n -XX:+PrintFlagsFinal -version lists every -XX flag with its default.\n"
      " -Xlog:help lists the log tag sets, levels and decorators.\n"
      " Sizes take a k, m, g or t suffix in either case (-Xmx2g, -Xss512k).\n";
  return text;
}

// --- The parse --------------------------------------------------------------------------------------

std::vector<std::string> split_class_path(std::string_view path) {
  std::vector<std::string> entries;
  size_t start = 0;
  while (true) {
    const size_t colon = path.find(':', start);
    std::string entry(path.substr(start, colon == std::string_view::npos ? colon : colon - start));
    entries.push_back(entry.empty() ? "." : entry);  // java: an empty entry is the current dir
    if (colon == std::string_view::npos) return entries;
    start = colon + 1;
  }
}

size_t align_up(size_t value, size_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

// A warning in unified logging's default shape, "[0.002s][warning][pagesize] ...", for tag sets
// the logging module does not have (it is written before logging is configured, as HotSpot's
// large-page setup is). Suppressed by -Xlog:disable like every default warning.
std::string warning_line(const VmOptions& options, const char* tags, const std::string& text) {
  for (const std::string& selection : options.log_selections)
    if (selection.rfind("disable", 0) == 0) return "";
  char uptime[32];
  std::snprintf(uptime, sizeof uptime, "[%.3fs]", log_uptime_seconds());
  return std::string(uptime) + "[warning][" + tags + "] " + text + "\n";
}

// The memory heap sizing starts from (HotSpot's Arguments::set_heap_size): MaxRAM when given,
// else physical memory capped at MaxRAM's default (128 GB).
uint64_t heap_sizing_memory(const VmOptions& o) {
  const uint64_t max_ram = xx_uint(o, "MaxRAM");
  return o.xx_flags.count("MaxRAM") ? max_ram : std::min<uint64_t>(physical_memory_bytes(), max_ram);
}

// Everything the handlers share while CLI11 walks the tokens.
struct ParseState {
  VmOptions options;
  std::optional<Failure> failure;  // the first error, in argv order
  bool class_path_given = false;
  bool max_heap_given = false;      // MaxHeapSize from the command line (-Xmx, -XX:MaxHeapSize)
  bool initial_heap_given = false;  // InitialHeapSize from the command line, non-zero
  bool min_heap_given = false;      // MinHeapSize from the command line (-Xms, -XX:MinHeapSize)
  size_t min_heap_size = 0;         // its value (0 = ergonomic)
  std::string warnings_out;         // warnings for stdout once parsing succeeded (large pages)
  std::string warnings_err;         // warnings java prints on stderr while parsing (-Xverify:none)
  bool stack_given = false;
  bool log_help = false;
  bool show_version = false;      // -showversion
  bool show_version_out = false;  // --show-version
  bool ignore_unrecognized = false;  // -XX:+IgnoreUnrecognizedVMOptions (anywhere on the line)
  bool in_config_file = false;       // the -XX settings being applied come from -XX:Flags=

  void fail(Failure f) {
    if (!failure) failure = std::move(f);
  }

  // --- one handler per CLI11 option; `value` is the text after the java spelling ---

  void set_max_heap(size_t bytes) {
    options.max_heap_size = bytes;
    options.xx_flags["MaxHeapSize"] = std::to_string(bytes);
    max_heap_given = true;
  }

  // 0 means "the default" for both (java: -Xms0 and -XX:InitialHeapSize=0 run).
  void set_initial_heap(size_t bytes) {
    options.initial_heap_size = bytes == 0 ? kDefaultInitialHeap : bytes;
    if (bytes == 0) options.xx_flags.erase("InitialHeapSize");
    else options.xx_flags["InitialHeapSize"] = std::to_string(bytes);
    initial_heap_given = bytes != 0;
  }

  void set_min_heap(size_t bytes) {
    min_heap_size = bytes;
    if (bytes == 0) options.xx_flags.erase("MinHeapSize");
    else options.xx_flags["MinHeapSize"] = std::to_string(bytes);
    min_heap_given = bytes != 0;
  }

  void set_stack(size_t bytes) {
    const size_t kb = align_up(bytes, K) / K;
    options.thread_stack_size = kb == 0 ? kDefaultThreadStack : kb * K;
    if (kb == 0) options.xx_flags.erase("ThreadStackSize");  // -Xss0: the default
    else options.xx_flags["ThreadStackSize"] = std::to_string(kb);
    stack_given = kb != 0;
  }

  void on_max_heap(const std::string& value) {
    const auto bytes = parse_size(value);
    if (!bytes || *bytes == 0) return fail(vm_error("Invalid maximum heap size: -Xmx" + value));
    set_max_heap(*bytes);
  }

  void on_initial_heap(const std::string& value) {
    const auto bytes = parse_size(value);
    if (!bytes) return fail(vm_error("Invalid initial heap size: -Xms" + value));
    set_min_heap(*bytes);  // HotSpot: -Xms sets MinHeapSize and InitialHeapSize
    set_initial_heap(*bytes);
  }

  void on_stack(const std::string& value) {
    const auto bytes = parse_size(value);
    if (!bytes) return fail(vm_error("Invalid thread stack size: -Xss" + value));
    if (*bytes > kMaxThreadStack)
      return fail(vm_error("Invalid thread stack size: -Xss" + value +
                           "\nThe specified size exceeds the maximum representable size."));
    set_stack(*bytes);
  }

  void on_define(const std::string& value) {
    const size_t eq = value.find('=');
    std::string key = value.substr(0, eq);
    std::string val = eq == std::string::npos ? "" : value.substr(eq + 1);
    if (key.empty()) return;  // java accepts "-D" and "-D=x" and ignores them
    options.system_property_order.emplace_back(key, val);
    options.system_properties[key] = val;
  }

  void on_log(const std::string& value) {
    if (auto error = check_log_option(value)) {
      const std::string spelling = "-Xlog:" + value;
      std::string lines;  // one [error][logging] line per line of the message
      for (size_t start = 0; start <= error->size();) {
        const size_t end = std::min(error->find('\n', start), error->size());
        lines += format_log_line(LogTag::Logging, LogLevel::Error, error->substr(start, end - start)) + "\n";
        start = end + 1;
      }
      return fail({lines,
                   "Invalid -Xlog option '" + spelling + "', see error log for details.\n" +
                       kCreateVmTrailer});
    }
    if (value == "help") log_help = true;
    options.log_selections.push_back(value);
  }

  // -Xverify:none|remote|all (and -noverify): the two verification flags, as HotSpot sets them.
  void on_verify(const std::string& value) {
    bool local, remote;
    if (value == "none") {
      local = remote = false;
      warnings_err += "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were "
                      "deprecated in JDK 13 and will likely be removed in a future release.\n";
    } else if (value == "remote") {
      local = false;
      remote = true;
    } else if (value == "all") {
      local = remote = true;
    } else {
      return fail(vm_error("Unrecognized verification option: -Xverify:" + value));
    }
    options.xx_flags["BytecodeVerificationLocal"] = local ? "true" : "false";
    options.xx_flags["BytecodeVerificationRemote"] = remote ? "true" : "false";
  }

  // -Xshare:auto|off|on: accepted; jvmlab has no class data sharing archive to use or require
  // (its class library is one mapped image, always used).
  void on_share(const std::string& value) {
    if (value != "auto" && value != "off" && value != "on")
      fail(vm_error("Unrecognized option: -Xshare:" + value));
  }

  void on_verbose(const std::string& value) {
    // java maps -verbose:class and -verbose:gc onto unified logging; other kinds are ignored.
    if (value == "class") on_log("class+load");
    else if (value == "gc") on_log("gc");
  }

  void on_xx(const std::string& value) {
    XXSetting setting = parse_xx_argument(value);
    if (setting.flag == nullptr && ignore_unrecognized) return;
    if (!setting.error.empty()) {
      if (setting.flag != nullptr && std::string_view(setting.flag->name) == "MaxHeapSize")
        return fail(vm_error("Invalid maximum heap size: -XX:" + value));
      return fail(vm_error(setting.error));
    }
    const std::string_view name = setting.flag->name;
    if (in_config_file) options.xx_from_config_file.insert(std::string(name));
    else options.xx_from_config_file.erase(std::string(name));
    // Flags that are also -X options keep the dedicated VmOptions fields in sync.
    if (name == "MaxHeapSize") {
      if (std::stoull(setting.value) == 0)  // as -Xmx0
        return fail(vm_error("Invalid maximum heap size: -XX:" + value));
      return set_max_heap(std::stoull(setting.value));
    }
    if (name == "InitialHeapSize") return set_initial_heap(std::stoull(setting.value));
    if (name == "MinHeapSize") return set_min_heap(std::stoull(setting.value));
    if (name == "ThreadStackSize") return set_stack(std::stoull(setting.value) * K);
    if (name == "PrintFlagsFinal") options.print_flags_final = setting.value == "true";
    options.xx_flags[std::string(name)] = setting.value;
  }

  // Sets an ergonomic value (shown as {ergonomic}, or {command line, ergonomic} when it adjusts a
  // command-line value).
  void set_ergonomic(const char* name, const std::string& value) { options.xx_ergonomic[name] = value; }

  // The checks java makes once all options are known, in java 17's order (each first failure
  // wins), with the ergonomic values computed between them:
  //   1. GC threads   ParallelGCThreads=0, ConcGCThreads > ParallelGCThreads
  //   2. heap sizes   HotSpot 17 GCArguments::initialize_heap_flags_and_sizes: -Xms > -Xmx,
  //                   MinHeapSize > -Xmx, too small max/initial/min, align to 2 MB, min > initial
  //   3. SoftMaxHeapSize <= MaxHeapSize
  //   4. large pages  (warning only), thread stack size
  void apply_ergonomics() {
    if (!select_collector()) return;
    if (!check_gc_threads()) return;
    if (!check_heap_sizes()) return;
    if (!check_soft_max_heap()) return;
    apply_large_pages(read_thp_mode());
    VmOptions& o = options;
    if (!o.xx_flags.count("CICompilerCount"))
      set_ergonomic("CICompilerCount", std::to_string(std::clamp(online_cpu_count() / 2, 1u, 4u)));
    apply_deprecated_print_gc_flags();
    warn_unsupported_features();
    if (stack_given && o.thread_stack_size < kMinThreadStack)
      return fail({"\nThe Java thread stack size specified is too small. Specify at least " +
                       std::to_string(kMinThreadStack / K) + "k\n",
                   kCreateVmTrailer});
  }

  // HotSpot's GCConfig::select_gc, for a VM with one collector: two or more selected fail with
  // "Multiple garbage collectors selected" (java 17's answer to -XX:+UseZGC -XX:+UseG1GC), one
  // that jvmlab does not have fails as in a HotSpot built without it ("Option -XX:+UseG1GC not
  // supported"). HotSpot checks the missing ones first; checking the conflict first gives a
  // line copied from java the answer java gives it.
  bool select_collector() {
    static constexpr const char* kCollectors[] = {"UseSerialGC", "UseParallelGC", "UseG1GC",
                                                  "UseShenandoahGC", "UseZGC"};
    int selected = 0;
    const char* absent = nullptr;
    for (const char* name : kCollectors) {
      if (command_line_bool(name) != true) continue;
      selected++;
      if (std::string_view(name) != "UseZGC" && absent == nullptr) absent = name;
    }
    if (selected > 1) {
      fail(init_error("Multiple garbage collectors selected"));
      return false;
    }
    if (absent != nullptr) {
      fail(init_error(std::string("Option -XX:+") + absent + " not supported"));
      return false;
    }
    return true;
  }

  // HotSpot 17's Arguments::handle_deprecated_print_gc_flags: a warning, then -Xlog:gc (or gc*).
  void apply_deprecated_print_gc_flags() {
    const bool print_gc = command_line_bool("PrintGC") == true;
    const bool details = command_line_bool("PrintGCDetails") == true;
    if (print_gc)
      warnings_out += warning_line(options, "gc", "-XX:+PrintGC is deprecated. Will use -Xlog:gc instead.");
    if (details)
      warnings_out += warning_line(options, "gc", "-XX:+PrintGCDetails is deprecated. Will use -Xlog:gc* instead.");
    if (print_gc || details) options.log_selections.push_back(details ? "gc*" : "gc");
  }

  // Production flags for features jvmlab does not have: accepted, with a warning in HotSpot's
  // shape for a VM that cannot honour a flag.
  void warn_unsupported_features() {
    const auto warn = [this](const char* name, const char* what) {
      if (command_line_bool(name) == true)
        warnings_err += std::string(kVmName) + " warning: -XX:+" + name + " is not supported: " + what + "\n";
    };
    warn("HeapDumpOnOutOfMemoryError", "jvmlab writes no heap dumps");
    warn("UseStringDeduplication", "jvmlab does not deduplicate strings");
    warn("UseNUMA", "jvmlab's heap is not NUMA-aware");
  }

  bool check_gc_threads() {
    const unsigned cpus = online_cpu_count();
    unsigned parallel = default_parallel_gc_threads(cpus);
    if (auto it = options.xx_flags.find("ParallelGCThreads"); it != options.xx_flags.end()) {
      parallel = unsigned(std::stoul(it->second));
      // java 17 -XX:+UseZGC (G1 names itself: "-XX:+UseG1GC can not be combined ...").
      if (parallel == 0) {
        fail(init_error("The flag -XX:+UseZGC can not be combined with -XX:ParallelGCThreads=0"));
        return false;
      }
    } else {
      set_ergonomic("ParallelGCThreads", std::to_string(parallel));
    }
    auto conc_it = options.xx_flags.find("ConcGCThreads");
    if (conc_it == options.xx_flags.end() || conc_it->second == "0") {  // 0: ergonomic (as G1)
      set_ergonomic("ConcGCThreads", std::to_string(default_conc_gc_threads(cpus, parallel)));
      return true;
    }
    // java 17 G1's constraint (ZGC 17 has none); jvmlab keeps it: concurrent workers are a subset
    // of the GC workers, which share the 25 % CPU budget.
    const unsigned long conc = std::stoul(conc_it->second);
    if (conc > parallel) {
      fail(vm_error("ConcGCThreads (" + std::to_string(conc) +
                    ") must be less than or equal to ParallelGCThreads (" +
                    std::to_string(parallel) + ")"));
      return false;
    }
    return true;
  }

  bool check_heap_sizes() {
    VmOptions& o = options;
    // Default maximum (java's Arguments::set_heap_size): MaxRAMPercentage of the memory,
    // MinRAMPercentage where that memory is small, raised to -Xms.
    if (!max_heap_given) {
      size_t max = align_up(default_max_heap_size(o), gc::kGranuleSize);
      if (initial_heap_given && o.initial_heap_size > max) max = o.initial_heap_size;
      if (min_heap_given && min_heap_size > max) max = min_heap_size;
      o.max_heap_size = max;
    }
    // The initial heap is JEP 545's 2 MB unless -XX:InitialRAMPercentage asks for HotSpot's rule.
    if (!initial_heap_given && o.xx_flags.count("InitialRAMPercentage")) {
      const size_t initial = size_t(double(heap_sizing_memory(o)) * xx_double(o, "InitialRAMPercentage") / 100);
      o.initial_heap_size = std::clamp(initial, kDefaultInitialHeap, o.max_heap_size);
      set_ergonomic("InitialHeapSize", std::to_string(o.initial_heap_size));
    }
    const auto init_failure = [this](const char* text) {
      fail(init_error(text));
      return false;
    };
    if (max_heap_given) {
      if (initial_heap_given && o.initial_heap_size > o.max_heap_size)
        return init_failure("Initial heap size set to a larger value than the maximum heap size");
      if (min_heap_given && min_heap_size > o.max_heap_size)
        return init_failure("Incompatible minimum and maximum heap sizes specified");
    }
    if (o.max_heap_size < kMinMaxHeap) return init_failure("Too small maximum heap");
    if (o.initial_heap_size < kMinInitialHeap) return init_failure("Too small initial heap");
    if (min_heap_given && min_heap_size < kMinInitialHeap)
      return init_failure("Too small minimum heap");
    // Align to the 2 MB granule; a changed command-line value shows {command line, ergonomic}.
    const size_t max = align_up(o.max_heap_size, gc::kGranuleSize);
    if (!max_heap_given || max != o.max_heap_size) set_ergonomic("MaxHeapSize", std::to_string(max));
    o.max_heap_size = max;
    const size_t initial = align_up(o.initial_heap_size, gc::kGranuleSize);
    if (initial != o.initial_heap_size) set_ergonomic("InitialHeapSize", std::to_string(initial));
    o.initial_heap_size = initial;
    if (min_heap_given) {
      const size_t min = align_up(min_heap_size, gc::kGranuleSize);
      if (min != min_heap_size) set_ergonomic("MinHeapSize", std::to_string(min));
      min_heap_size = min;
      if (initial_heap_given && o.initial_heap_size < min_heap_size)
        return init_failure("Incompatible minimum and initial heap sizes specified");
    }
    // Defaults relative to each other: the 2 MB default initial heap never exceeds -Xmx (>= 2 MB),
    // a minimum above the default initial heap raises it.
    if (o.initial_heap_size < min_heap_size) {
      o.initial_heap_size = min_heap_size;
      set_ergonomic("InitialHeapSize", std::to_string(o.initial_heap_size));
    }
    if (!min_heap_given) {
      min_heap_size = o.initial_heap_size;
      set_ergonomic("MinHeapSize", std::to_string(min_heap_size));
    }
    return true;
  }

  bool check_soft_max_heap() {
    auto it = options.xx_flags.find("SoftMaxHeapSize");
    if (it == options.xx_flags.end()) {
      set_ergonomic("SoftMaxHeapSize", std::to_string(options.max_heap_size));
      return true;
    }
    if (std::stoull(it->second) > options.max_heap_size) {
      fail(vm_error("SoftMaxHeapSize must be less than or equal to the maximum heap size"));
      return false;
    }
    return true;
  }

  std::optional<bool> command_line_bool(const char* name) const {
    auto it = options.xx_flags.find(name);
    if (it == options.xx_flags.end()) return std::nullopt;
    return it->second == "true";
  }

  // The default maximum heap (Arguments::set_heap_size): MaxRAMPercentage of the memory, or
  // MinRAMPercentage where that is below HotSpot's default MaxHeapSize (96 MB scaled for 64-bit
  // words: 124.8 MB) because memory is small.
  size_t default_max_heap_size(const VmOptions& o) const {
    const uint64_t ram = heap_sizing_memory(o);
    const double max_pct = xx_double(o, "MaxRAMPercentage");
    const double min_pct = xx_double(o, "MinRAMPercentage");
    const uint64_t reasonable_max = uint64_t(double(ram) * max_pct / 100);
    const uint64_t reasonable_min = uint64_t(double(ram) * min_pct / 100);
    constexpr uint64_t kHotSpotDefaultMaxHeap = 96 * M * 13 / 10;
    return size_t(reasonable_min < kHotSpotDefaultMaxHeap ? reasonable_min
                                                          : std::max(reasonable_max, kHotSpotDefaultMaxHeap));
  }

  void apply_large_pages(ThpMode mode) {
    const std::optional<bool> large = command_line_bool("UseLargePages");
    const std::optional<bool> thp = command_line_bool("UseTransparentHugePages");
    const LargePageDecision d = decide_large_pages(mode, large, thp);
    // A flag turned on by the policy is {ergonomic}; a command-line flag the policy turns off keeps
    // its {command line} origin, as HotSpot 17 shows it.
    const auto set = [this](const char* name, std::optional<bool> given, bool value) {
      if (given == value || (!given && !value)) return;  // unchanged: command line or default
      if (given) options.xx_flags[name] = value ? "true" : "false";
      else set_ergonomic(name, value ? "true" : "false");
    };
    set("UseLargePages", large, d.use_large_pages);
    set("UseTransparentHugePages", thp, d.use_transparent_huge_pages);
    if (d.warn_unsupported)
      warnings_out += warning_line(options, "pagesize",
                                   "UseTransparentHugePages disabled, transparent huge pages are "
                                   "not supported by the operating system.");
  }
};

// Registers every CLI11 option with its handler. trigger_on_parse makes CLI11 call the handler
// once per occurrence, in argv order, which is how java reports the first bad option.
void build_app(CLI::App& app, ParseState& st) {
  app.set_help_flag();  // -help is ours (java's texts and streams)
  auto value_option = [&](const char* name, void (ParseState::*handler)(const std::string&),
                          const char* description) {
    app.add_option_function<std::string>(
           std::string("--") + name,
           [&st, handler](const std::string& v) { (st.*handler)(strip_marker(v)); },
           description)
        ->trigger_on_parse()
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  };
  auto flag_option = [&](const char* name, std::function<void()> handler, const char* description) {
    app.add_flag_callback(std::string("--") + name, std::move(handler), description)
        ->trigger_on_parse();
  };

  app.add_option_function<std::string>(
         "--class-path",
         [&st](const std::string& v) {
           st.options.class_path = split_class_path(strip_marker(v));
           st.class_path_given = true;
         },
         "class search path: directories and jar files separated by ':' (default: "
         "$CLASSPATH, else \".\")")
      ->trigger_on_parse();
  // -jar never reaches CLI11 (the pre-pass ends the options there); listed for its help text.
  app.add_option_function<std::string>("--jar", [](const std::string&) {},
                                       "run the main class named in the jar's manifest");
  value_option("define", &ParseState::on_define, "set a system property");
  value_option("xverify", &ParseState::on_verify,
               "-Xverify:none|remote|all: which classes the bytecode verifier checks");
  value_option("xshare", &ParseState::on_share, "-Xshare:auto|off|on: accepted for compatibility");
  flag_option("help-extra", [] {}, "print help on extra options to the error stream");
  value_option("verbose", &ParseState::on_verbose,
               "-verbose:class = -Xlog:class+load, -verbose:gc = -Xlog:gc");
  flag_option("version", [] {}, "print product version to the error stream and exit");
  flag_option("version-out", [] {}, "print product version to the output stream and exit");
  flag_option("show-version", [&st] { st.show_version = true; },
              "print product version to the error stream and continue");
  flag_option("show-version-out", [&st] { st.show_version_out = true; },
              "print product version to the output stream and continue");
  flag_option("help", [] {}, "print this help message to the error stream");
  flag_option("help-out", [] {}, "print this help message to the output stream");
  flag_option("enable-assertions", [&st] { st.options.enable_assertions = true; },
              "enable assertions in application classes");
  flag_option("disable-assertions", [&st] { st.options.enable_assertions = false; },
              "disable assertions (default)");
  flag_option("xint", [&st] { st.options.interpreter_only = true; st.options.compile_all = false; },
              "interpreted mode execution only");
  flag_option("xcomp", [&st] { st.options.compile_all = true; st.options.interpreter_only = false; },
              "compile methods on first invocation");
  flag_option("xmixed", [&st] { st.options.compile_all = st.options.interpreter_only = false; },
              "mixed mode execution (default)");
  // HotSpot's arguments.cpp: -Xbatch is -XX:-BackgroundCompilation.
  flag_option("xbatch", [&st] { st.options.xx_flags["BackgroundCompilation"] = "false"; },
              "disable background compilation");
  value_option("initial-heap-size", &ParseState::on_initial_heap,
               "initial heap size (default 2m; -Xms0 = default)");
  value_option("max-heap-size", &ParseState::on_max_heap,
               "maximum heap size (default 1/4 of physical memory)");
  value_option("thread-stack-size", &ParseState::on_stack,
               "Java thread stack size (default 1m, at least 136k)");
  value_option("xlog", &ParseState::on_log,
               "unified logging, e.g. -Xlog:class+load, -Xlog:gc*, -Xlog:gc+init=info, "
               "-Xlog:disable");
  value_option("xx", &ParseState::on_xx,
               "-XX:+Name / -XX:-Name / -XX:Name=value (see -XX:+PrintFlagsFinal)");
  app.add_option_function<std::string>(
         "--unrecognized",
         [&st](const std::string& v) {
           if (!st.ignore_unrecognized) st.fail(vm_error("Unrecognized option: " + strip_marker(v)));
         },
         "")
      ->trigger_on_parse()
      ->group("");  // hidden
}

}  // namespace

size_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page_size > 0 ? size_t(pages) * size_t(page_size) : size_t(1) << 30;
}

std::optional<size_t> parse_size(std::string_view text) {
  auto value = parse_flag_value(FlagType::SizeT, text);
  if (!value) return std::nullopt;
  return size_t(std::stoull(*value));
}

std::string xx_flag(const VmOptions& options, const std::string& name) {
  return xx_flag_value(options, name, nullptr);
}

namespace {
// GCStepCycles: "1,3" -> {1, 3}; what is not a number is skipped (the flag is a learner's aid).
std::vector<uint64_t> parse_step_cycles(const std::string& text) {
  std::vector<uint64_t> cycles;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t comma = text.find(',', pos);
    if (comma == std::string::npos) comma = text.size();
    const std::string item = text.substr(pos, comma - pos);
    if (!item.empty() && item.find_first_not_of("0123456789") == std::string::npos) {
      cycles.push_back(std::stoull(item));
    }
    pos = comma + 1;
  }
  return cycles;
}
}  // namespace

gc::GcConfig gc_config(const VmOptions& options) {
  gc::GcConfig c;
  // Heap sizes
  c.max = options.max_heap_size != 0 ? options.max_heap_size
                                     : align_up(physical_memory_bytes() / 4, gc::kGranuleSize);
  c.initial = std::min(options.initial_heap_size, c.max);
  c.min = std::min<size_t>(xx_uint(options, "MinHeapSize"), c.initial);
  if (c.min == 0) c.min = c.initial;
  c.soft_max = std::min<size_t>(xx_uint(options, "SoftMaxHeapSize"), c.max);
  if (c.soft_max == 0) c.soft_max = c.max;
  // Memory
  c.pre_touch = xx_bool(options, "AlwaysPreTouch");
  c.large_pages = xx_bool(options, "UseLargePages") && xx_bool(options, "UseTransparentHugePages");
  c.adaptive_sizing = xx_bool(options, "ZAdaptiveHeapSizing");
  c.concurrent_pre_touch = xx_bool(options, "ZConcurrentPreTouch");
  c.uncommit = xx_bool(options, "ZUncommit") && c.min < c.max;  // ZGC: off when -Xms == -Xmx
  c.uncommit_delay = double(xx_uint(options, "ZUncommitDelay"));
  const unsigned cpus = online_cpu_count();
  const uint64_t parallel = xx_uint(options, "ParallelGCThreads");
  c.parallel_gc_threads = parallel != 0 ? unsigned(parallel) : default_parallel_gc_threads(cpus);
  // The collector
  const uint64_t conc = xx_uint(options, "ConcGCThreads");
  c.conc_gc_threads = conc != 0 ? unsigned(conc) : default_conc_gc_threads(cpus, c.parallel_gc_threads);
  c.fragmentation_limit = xx_double(options, "ZFragmentationLimit");
  c.collection_interval = xx_double(options, "ZCollectionInterval");
  c.proactive = xx_bool(options, "ZProactive");
  c.verify = xx_bool(options, "VerifyHeap");
  c.stress_interval = xx_uint(options, "GCStressInterval");
  c.stress_relocate_all = xx_bool(options, "ZStressRelocateAll");
  c.stress_relocate_in_place = xx_bool(options, "ZStressRelocateInPlace");
  // Seeing the collector
  c.trace_file = xx_flag(options, "GCTraceFile");
  c.heap_map_file = xx_flag(options, "GCHeapMapFile");
  c.heap_map_interval = double(xx_uint(options, "GCHeapMapInterval"));
  c.step_mode = xx_bool(options, "GCStepMode");
  c.step_cycles = parse_step_cycles(xx_flag(options, "GCStepCycles"));
  c.step_delay_ms = int64_t(xx_uint(options, "GCStepDelay"));
  return c;
}

ThpMode parse_thp_mode(std::string_view contents) {
  if (contents.find("[always]") != std::string_view::npos) return ThpMode::Always;
  if (contents.find("[madvise]") != std::string_view::npos) return ThpMode::Madvise;
  if (contents.find("[never]") != std::string_view::npos) return ThpMode::Never;
  return ThpMode::Unsupported;
}

ThpMode read_thp_mode(const char* path) {
  std::ifstream in(path);
  if (!in) return ThpMode::Unsupported;
  std::string line;
  std::getline(in, line);
  return parse_thp_mode(line);
}

LargePageDecision decide_large_pages(ThpMode mode, std::optional<bool> use_large_pages,
                                     std::optional<bool> use_transparent_huge_pages) {
  const bool kernel_has_thp = mode == ThpMode::Always || mode == ThpMode::Madvise;
  LargePageDecision d;
  if (use_large_pages == false) return d;  // -XX:-UseLargePages turns both off
  const bool neither_given = !use_large_pages && !use_transparent_huge_pages;
  if (neither_given) {  // JEP 545: large pages by default where the kernel has THP
    d.use_large_pages = d.use_transparent_huge_pages = kernel_has_thp;
    return d;
  }
  const bool asked = use_large_pages == true || use_transparent_huge_pages == true;
  if (!asked) return d;  // only -XX:-UseTransparentHugePages
  if (!kernel_has_thp) {
    d.warn_unsupported = true;
    return d;
  }
  d.use_large_pages = d.use_transparent_huge_pages = true;
  return d;
}

unsigned default_parallel_gc_threads(unsigned cpus) {
  if (cpus == 0) return 1;
  return cpus <= 8 ? cpus : 8 + (cpus - 8) * 5 / 8;
}

unsigned default_conc_gc_threads(unsigned cpus, unsigned parallel_gc_threads) {
  const unsigned quarter = std::max(1u, (cpus + 3) / 4);
  return std::max(1u, std::min(quarter, parallel_gc_threads));
}

unsigned online_cpu_count() {
  const long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? unsigned(n) : 1;
}

ParseOutcome parse_vm_options(int argc, const char* const* argv) {
  return parse_vm_options(argc, argv, std::cout, std::cerr);
}

ParseOutcome parse_vm_options(int argc, const char* const* argv, std::ostream& out,
                              std::ostream& err) {
  return parse_vm_options(std::vector<std::string>(argv + std::min(argc, 1), argv + argc),
                          ArgumentEnvironment::from_process(), out, err);
}

bool option_takes_separate_value(std::string_view arg) {
  for (const JavaSpelling& s : kSpellings)
    if (s.form == Form::Separate && arg == s.spelling) return true;
  return false;
}

namespace {

// Reads a -XX:Flags= settings file (HotSpot's Arguments::process_settings_file): arguments as
// "+Name", "-Name" or "Name=value", whitespace-separated, `#` comments to the line end.
std::optional<std::vector<std::string>> read_settings_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return tokenize_argument_file(text);
}

// Spellings the launcher handles, which the VM's variables (JAVA_TOOL_OPTIONS, _JAVA_OPTIONS)
// may not hold: java passes them to the VM, which answers "Unrecognized option".
bool is_launcher_spelling(const JavaSpelling& s) {
  static constexpr std::string_view kLauncher[] = {"class-path", "jar", "version", "version-out",
                                                   "show-version", "show-version-out", "help", "help-out"};
  return std::find(std::begin(kLauncher), std::end(kLauncher), s.cli) != std::end(kLauncher);
}

}  // namespace

ParseOutcome parse_vm_options(const std::vector<std::string>& args, const ArgumentEnvironment& env,
                              std::ostream& out, std::ostream& err) {
  ParseState st;
  VmOptions& o = st.options;
  Stop stop = Stop::None;

  // The launcher's part: JDK_JAVA_OPTIONS and @argfiles.
  std::optional<std::vector<std::string>> expanded = expand_launcher_arguments(args, env, err);
  if (!expanded) return {std::nullopt, 1};
  // The VM's part: JAVA_TOOL_OPTIONS before the command line's options, _JAVA_OPTIONS after
  // them (before the main class), each announced as HotSpot does.
  struct Arg {
    std::string text;
    bool from_variable;  // JAVA_TOOL_OPTIONS / _JAVA_OPTIONS: VM options only
  };
  std::vector<Arg> tool_args, late_args;
  if (env.java_tool_options != nullptr) {
    err << "Picked up JAVA_TOOL_OPTIONS: " << env.java_tool_options << "\n";
    for (std::string& a : tokenize_vm_options_variable(env.java_tool_options)) tool_args.push_back({std::move(a), true});
  }
  if (env.java_options != nullptr) {
    err << "Picked up _JAVA_OPTIONS: " << env.java_options << "\n";
    for (std::string& a : tokenize_vm_options_variable(env.java_options)) late_args.push_back({std::move(a), true});
  }
  std::vector<Arg> all = std::move(tool_args);
  size_t program_start = expanded->size();  // index in `expanded` of the main class or -jar
  for (size_t i = 0; i < expanded->size(); i++) {
    const std::string& a = (*expanded)[i];
    if (a.empty() || a[0] != '-' || a == "-jar") {
      program_start = i;
      break;
    }
    if (option_takes_separate_value(a)) i++;
  }
  for (size_t i = 0; i < expanded->size(); i++) {
    if (i == program_start) all.insert(all.end(), late_args.begin(), late_args.end());
    all.push_back({(*expanded)[i], false});
  }
  if (program_start == expanded->size()) all.insert(all.end(), late_args.begin(), late_args.end());

  // Settings that apply to the whole line, whatever their position (HotSpot scans for them
  // first): -XX:±IgnoreUnrecognizedVMOptions and -XX:Flags=<file>.
  std::string settings_file;
  for (const Arg& a : all) {
    if (a.text.empty() || a.text[0] != '-') break;
    if (a.text == "-XX:+IgnoreUnrecognizedVMOptions") st.ignore_unrecognized = true;
    if (a.text == "-XX:-IgnoreUnrecognizedVMOptions") st.ignore_unrecognized = false;
    if (a.text.rfind("-XX:Flags=", 0) == 0) settings_file = a.text.substr(10);
  }
  if (!settings_file.empty()) {
    const auto settings = read_settings_file(settings_file);
    if (!settings) {
      err << "Could not open settings file " << settings_file << "\n" << kCreateVmTrailer;
      return {std::nullopt, 1};
    }
    st.in_config_file = true;
    for (const std::string& setting : *settings) st.on_xx(setting);
    st.in_config_file = false;
    if (st.failure) {
      out << st.failure->out;
      err << st.failure->err;
      return {std::nullopt, 1};
    }
  }

  // Pre-pass: java spellings -> CLI11 tokens; split off the main class and program arguments.
  std::vector<std::string> tokens;
  for (size_t i = 0; i < all.size(); i++) {
    const std::string_view arg = all[i].text;
    if (arg.empty() || arg[0] != '-') {
      if (all[i].from_variable) {
        tokens.push_back("--unrecognized=" + with_marker(arg));
        continue;
      }
      o.main_class = std::string(arg);
      for (size_t j = i + 1; j < all.size(); j++) o.program_args.push_back(all[j].text);
      break;
    }
    if (arg.rfind("-XX:Flags=", 0) == 0) continue;  // read above
    std::string_view value;
    const JavaSpelling* s = match_spelling(arg, &value);
    if (s == nullptr || (all[i].from_variable && is_launcher_spelling(*s))) {
      tokens.push_back("--unrecognized=" + with_marker(arg));
      continue;
    }
    if (s->form == Form::Separate && value.data() == nullptr) {
      if (i + 1 >= all.size()) {
        // A launcher error: reported before any VM option is looked at.
        if (s->stop == Stop::Jar) {
          err << "Error: -jar requires jar file specification\n" << short_usage();
        } else {
          err << "Error: " << arg << " requires class path specification\n";
        }
        return {std::nullopt, 1};
      }
      value = all[++i].text;
    }
    if (s->stop == Stop::Jar) {
      o.jar_file = std::string(value);
      for (size_t j = i + 1; j < all.size(); j++) o.program_args.push_back(all[j].text);
      stop = Stop::Jar;
      break;
    }
    std::string token = std::string("--") + s->cli;
    if (s->fixed != nullptr) value = s->fixed;
    if (s->form != Form::Exact || s->fixed != nullptr) token += "=" + with_marker(value);
    tokens.push_back(std::move(token));
    if (s->stop != Stop::None) {
      stop = s->stop;  // java ignores everything after -version / -help
      break;
    }
  }

  // CLI11: dispatch the tokens to the handlers, in order.
  CLI::App app("jvmlab", "jvmlab");
  build_app(app, st);
  try {
    std::vector<std::string> reversed(tokens.rbegin(), tokens.rend());  // CLI11 pops from the back
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    // Cannot happen for tokens made by the pre-pass; report it the way java reports a bad option.
    st.fail(vm_error(std::string("Unrecognized option: ") + e.what()));
  }
  if (st.log_help && !st.failure) {
    out << log_help_text();
    return {std::nullopt, 0};
  }
  err << st.warnings_err;
  if (!st.failure) st.apply_ergonomics();
  if (!st.failure) out << st.warnings_out;  // HotSpot's default log output is stdout
  if (st.failure) {
    out << st.failure->out;
    err << st.failure->err;
    return {std::nullopt, 1};
  }

  // Class path: -cp, else $CLASSPATH, else "." (java's rule).
  if (!st.class_path_given) {
    const char* env = std::getenv("CLASSPATH");
    o.class_path = split_class_path(env != nullptr ? env : "");
  }
  if (stop == Stop::Jar) o.class_path = {o.jar_file};  // java: -jar overrides -cp

  // Actions, in java's order: flags table (VM init), then version, help, usage.
  if (o.print_flags_final) print_flags_final(o, out);
  switch (stop) {
    case Stop::Version:
      o.show_version = true;
      err << version_text(false, o);
      return {std::nullopt, 0};
    case Stop::VersionOut:
      o.show_version = true;
      out << version_text(true, o);
      return {std::nullopt, 0};
    case Stop::Help:
      err << full_usage(app);
      return {std::nullopt, 0};
    case Stop::HelpOut:
      out << full_usage(app);
      return {std::nullopt, 0};
    case Stop::HelpExtra:
      err << extra_usage();
      return {std::nullopt, 0};
    case Stop::None:
    case Stop::Jar:
      break;
  }
  if (st.show_version) err << version_text(false, o);
  if (st.show_version_out) out << version_text(true, o);
  if (o.main_class.empty() && o.jar_file.empty()) {
    err << short_usage();
    return {std::nullopt, 1};
  }
  // The program writes stdout with write(2): what the VM printed (warnings, PrintFlagsFinal,
  // -showversion) must be out first, also into a pipe.
  out.flush();
  err.flush();
  return {std::move(o), 0};
}

}  // namespace jvmlab
