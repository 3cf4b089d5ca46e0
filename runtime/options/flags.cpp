// -XX flags: the flag table, value parsing with HotSpot's error texts, typed lookup and the
// PrintFlagsFinal table. Ergonomic values are computed by runtime/options/options.cpp, not here.
#include "runtime/options/flags.hpp"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <limits>
#include <ostream>
#include <stdexcept>

#include "runtime/options/options.hpp"

namespace jvmlab {

namespace {

// InitialHeapSize's default below is written out for PrintFlagsFinal: one granule (JEP 545).
static_assert(gc::kGranuleSize == 2097152, "InitialHeapSize's default must stay one granule");

// The table. Keep it sorted by name (strcmp order; a unit test checks). Kinds follow HotSpot 17's
// PrintFlagsFinal for flags HotSpot has; "jvmlab" marks flags HotSpot 17 does not have.
// clang-format off
const FlagSpec kFlagTable[] = {
  {"AlwaysPreTouch",      FlagType::Bool,   "false", "product", "Pre-touch the initial heap at startup, with all GC workers in parallel"},
  {"BackgroundCompilation", FlagType::Bool,  "true",  "pd product", "Compile in compiler threads while the program runs (-Xbatch: false, the requesting thread waits)"},
  {"BytecodeVerificationLocal", FlagType::Bool, "false", "diagnostic", "Verify bytecode of the class library (boot classes)"},
  {"BytecodeVerificationRemote", FlagType::Bool, "true", "diagnostic", "Verify bytecode of classes from the class path"},
  {"CICompilerCount",     FlagType::Intx,   "2",     "product", "Number of JIT compiler threads (ergonomic: from the CPU count)", 1, 1024},
  {"CITime",              FlagType::Bool,   "false", "product", "Print a summary of compilation times at exit (per phase, median and 90th percentile per method)"},
  {"CompileThreshold",    FlagType::Intx,   "10000", "pd product", "Invocations plus back-edges before a method is compiled", 0, 1073741823},
  {"CompilerCPUPercent",  FlagType::Double, "0.000000", "jvmlab", "Bound the compiler threads' CPU time to this percentage of all CPUs since the first compilation (0 = no bound); each wait is logged under jit+compilation", 0, 100},
  {"ConcGCThreads",       FlagType::Uint,   "0",     "product", "Concurrent GC worker threads; 0 = ergonomic: max(1, ceil(25% of CPUs)), at most ParallelGCThreads"},
  {"CrashOnOutOfMemoryError", FlagType::Bool, "false", "product", "On the first OutOfMemoryError, print \"Aborting due to ...\" and abort with a crash report"},
  {"DumpPerfMapAtExit",   FlagType::Bool,   "false", "diagnostic", "Write /tmp/perf-<pid>.map (compiled code addresses and names, for perf) at exit"},
  {"ErrorFile",           FlagType::String, "",      "product", "If a fatal error occurs, the report goes to this file (%p: the pid; default ./hs_err_pid%p.log, then /tmp)"},
  {"ExitOnOutOfMemoryError", FlagType::Bool, "false", "product", "On the first OutOfMemoryError, print \"Terminating due to ...\" and exit with status 3 (no shutdown hooks)"},
  {"GCHeapMapFile",       FlagType::String, "",      "jvmlab", "Record the state of every 2 MB granule at each pause and write the maps to this file at exit (JSON, for tools/gc_report)"},
  {"GCHeapMapInterval",   FlagType::Uintx,  "0",     "jvmlab", "With GCHeapMapFile: also record a heap map every N ms between cycles (0 = only at pauses)"},
  {"GCStepCycles",        FlagType::String, "",      "jvmlab", "With GCStepMode: the GC(n) numbers to stop in, comma-separated (empty = every cycle)"},
  {"GCStepDelay",         FlagType::Uintx,  "1000",  "jvmlab", "With GCStepMode and stdin not a terminal: milliseconds to wait at each step instead of Enter"},
  {"GCStepMode",          FlagType::Bool,   "false", "jvmlab", "Stop at each GC phase boundary, print what the phase did and a map of the granules, wait for Enter"},
  {"GCStressInterval",    FlagType::Uintx,  "0",     "jvmlab", "GC stress: a full collection every N allocations, on the allocating thread's request (0 = off)"},
  {"GCTraceFile",         FlagType::String, "",      "jvmlab", "Write the run's GC and safepoint events to this file at exit, as Chrome/Perfetto trace-event JSON"},
  {"HeapDumpOnOutOfMemoryError", FlagType::Bool, "false", "manageable", "Accepted with a warning: jvmlab writes no heap dumps"},
  {"HeapDumpPath",        FlagType::String, "",      "manageable", "Accepted with HeapDumpOnOutOfMemoryError (no heap dump is written)"},
  {"IgnoreUnrecognizedVMOptions", FlagType::Bool, "false", "product", "Ignore unknown -XX flags and -X options instead of failing"},
  {"InitialHeapSize",     FlagType::SizeT,  "2097152", "product", "Initial heap size in bytes (-Xms; at least 1 MB, aligned up to 2 MB); JEP 545 default 2 MB"},
  {"InitialRAMPercentage", FlagType::Double, "1.562500", "product", "Initial heap as a percentage of MaxRAM, when given (default: the JEP 545 initial heap of 2 MB)", 0, 100},
  {"JitLibraryPath",      FlagType::String, "",      "jvmlab", "The JIT library to load at the first compilation (default: libjvmlab_jit.so beside the executable)"},
  {"MaxHeapSize",         FlagType::SizeT,  "0",     "product", "Maximum heap size in bytes (-Xmx; at least 2 MB, aligned up to 2 MB; ergonomic: 1/4 of physical memory)"},
  {"MaxJavaStackTraceDepth", FlagType::Intx, "1024", "product", "Maximum number of frames recorded in a Throwable's stack trace (0 = all)", 0, 1073741823},
  {"MaxRAM",              FlagType::Uint64, "137438953472", "pd product", "Memory the heap sizing takes as physical (default: the smaller of physical memory and 128 GB)"},
  {"MaxRAMPercentage",    FlagType::Double, "25.000000", "product", "Default maximum heap as a percentage of MaxRAM", 0, 100},
  {"MinHeapSize",         FlagType::SizeT,  "0",     "product", "Heap size uncommit never goes below, in bytes (-Xms sets it too; ergonomic: InitialHeapSize)"},
  {"MinRAMPercentage",    FlagType::Double, "50.000000", "product", "Maximum heap as a percentage of MaxRAM when that memory is small (below 125 MB of heap)", 0, 100},
  {"OnStackReplacePercentage", FlagType::Intx, "140", "pd product", "With an explicit CompileThreshold: back-edges before an OSR compilation, in percent of it", 0, 2147483647},
  {"ParallelGCThreads",   FlagType::Uint,   "0",     "product", "GC worker threads for parallel work (pre-touch, pauses); 0 = ergonomic: CPUs up to 8, then 8 + (n-8)*5/8"},
  {"PrintCompilation",    FlagType::Bool,   "false", "product", "Print one line per compiled method, in HotSpot's format"},
  {"PrintFlagsFinal",     FlagType::Bool,   "false", "product", "Print all -XX flags with their final values and origins"},
  {"PrintGC",             FlagType::Bool,   "false", "product", "Deprecated in HotSpot: warns and means -Xlog:gc"},
  {"PrintGCDetails",      FlagType::Bool,   "false", "product", "Deprecated in HotSpot: warns and means -Xlog:gc*"},
  {"ShowCodeDetailsInExceptionMessages", FlagType::Bool, "true", "manageable", "Helpful NullPointerException messages (JEP 358)"},
  {"SoftMaxHeapSize",     FlagType::SizeT,  "0",     "manageable", "Heap size the GC tries to stay below (ergonomic: MaxHeapSize)"},
  {"StackTraceInThrowable", FlagType::Bool, "true",  "product", "Collect a stack trace when a Throwable is created"},
  {"ThreadStackSize",     FlagType::Intx,   "1024",  "pd product", "Java thread stack size in KB (-Xss); 0 = default", 0, 1048576},
  {"Tier0BackedgeNotifyFreqLog", FlagType::Intx, "10", "product", "The interpreter tells the tier policy every 2^n back-edges", 0, 30},
  {"Tier0InvokeNotifyFreqLog", FlagType::Intx, "7", "product", "The interpreter tells the tier policy every 2^n invocations", 0, 30},
  {"Tier3BackEdgeThreshold", FlagType::Intx, "60000", "product", "Back-edges of a method before an OSR compilation of its loop", 0, 2147483647},
  {"Tier3CompileThreshold", FlagType::Intx, "2000", "product", "Invocations plus back-edges before a compilation (with Tier3MinInvocationThreshold)", 0, 2147483647},
  {"Tier3InvocationThreshold", FlagType::Intx, "200", "product", "Invocations before a method is compiled", 0, 2147483647},
  {"Tier3MinInvocationThreshold", FlagType::Intx, "100", "product", "Minimum invocations before a compilation by Tier3CompileThreshold", 0, 2147483647},
  {"TieredCompilation",   FlagType::Bool,   "true",  "pd product", "Accepted for compatibility: jvmlab's tiers are chosen by TieredStopAtLevel"},
  {"TieredStopAtLevel",   FlagType::Intx,   "4",     "product", "Highest compilation tier to use (0 = interpreter only)", 0, 4},
  {"UnlockDiagnosticVMOptions", FlagType::Bool, "false", "diagnostic", "Accepted for compatibility (jvmlab has no locked flags)"},
  {"UnlockExperimentalVMOptions", FlagType::Bool, "false", "experimental", "Accepted for compatibility (jvmlab has no locked flags)"},
  {"UseCompressedOops",   FlagType::Bool,   "false", "product lp64_product", "Accepted for compatibility; jvmlab uses colored 64-bit references"},
  {"UseG1GC",             FlagType::Bool,   "false", "product", "Not in jvmlab: selecting it fails as in a HotSpot built without it (\"Option -XX:+UseG1GC not supported\")"},
  {"UseLargePages",       FlagType::Bool,   "false", "pd product", "Back the heap with large pages (transparent huge pages; ergonomic: on when the kernel's THP mode is always or madvise)"},
  {"UseNUMA",             FlagType::Bool,   "false", "product", "Accepted with a warning: jvmlab's heap is not NUMA-aware"},
  {"UseParallelGC",       FlagType::Bool,   "false", "product", "Not in jvmlab: selecting it fails as in a HotSpot built without it (\"Option -XX:+UseParallelGC not supported\")"},
  {"UseSerialGC",         FlagType::Bool,   "false", "product", "Not in jvmlab: selecting it fails as in a HotSpot built without it (\"Option -XX:+UseSerialGC not supported\")"},
  {"UseShenandoahGC",     FlagType::Bool,   "false", "product", "Not in jvmlab: selecting it fails as in a HotSpot built without it"},
  {"UseStringDeduplication", FlagType::Bool, "false", "product", "Accepted with a warning: jvmlab does not deduplicate strings"},
  {"UseTransparentHugePages", FlagType::Bool, "false", "product", "Back the heap with transparent huge pages (madvise); implies UseLargePages"},
  {"UseZGC",              FlagType::Bool,   "true",  "product", "Use the ZGC-like concurrent collector (always on)"},
  {"VerifyHeap",          FlagType::Bool,   "false", "jvmlab", "Verify the whole heap after mark and after relocate (slow)"},
  {"ZAdaptiveHeapSizing", FlagType::Bool,   "true",  "jvmlab", "Grow the heap aggressively and concurrently during warm-up (JEP 545)"},
  {"ZCollectionInterval", FlagType::Double, "0.000000", "product", "Force a GC at least every N seconds (0 = never)"},
  {"ZConcurrentPreTouch", FlagType::Bool,   "true",  "jvmlab", "The memory worker pre-touches committed memory ahead of use (JEP 545); off: the Java thread that takes a cold page touches it"},
  {"ZFragmentationLimit", FlagType::Double, "25.000000", "product", "Max fragmentation (%) tolerated before a page is relocated"},
  {"ZProactive",          FlagType::Bool,   "true",  "product", "Collect proactively when the heap grew and a cycle is cheap"},
  {"ZStressRelocateAll",  FlagType::Bool,   "false", "jvmlab", "GC stress: put every page with live objects in the relocation set"},
  {"ZStressRelocateInPlace", FlagType::Bool, "false", "jvmlab", "GC stress: relocate every page in place (no target pages)"},
  {"ZUncommit",           FlagType::Bool,   "true",  "product", "Uncommit unused heap memory"},
  {"ZUncommitDelay",      FlagType::Uintx,  "300",   "product", "Seconds a granule stays unused before it is uncommitted (seconds, uintx)"},
};
// clang-format on

bool has_range(const FlagSpec& flag) { return flag.min <= flag.max; }

bool is_integer_type(FlagType type) {
  return type == FlagType::Intx || type == FlagType::Uintx || type == FlagType::Uint ||
         type == FlagType::SizeT || type == FlagType::Uint64;
}

// Parses an unsigned magnitude: decimal or 0x hex, then an optional k/m/g/t suffix (either case).
// This is the grammar HotSpot accepts for -Xmx and for integer -XX flags.
std::optional<uint64_t> parse_magnitude(std::string_view text) {
  int base = 10;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    text.remove_prefix(2);
  }
  uint64_t value = 0;
  size_t i = 0;
  for (; i < text.size(); i++) {
    const char c = text[i];
    int digit;
    if (c >= '0' && c <= '9') digit = c - '0';
    else if (base == 16 && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    else if (base == 16 && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    else break;
    if (value > (std::numeric_limits<uint64_t>::max() - digit) / base) return std::nullopt;
    value = value * base + digit;
  }
  if (i == 0) return std::nullopt;  // no digits
  const std::string_view suffix = text.substr(i);
  if (suffix.empty()) return value;
  if (suffix.size() != 1) return std::nullopt;
  int shift;
  switch (suffix[0]) {
    case 'k': case 'K': shift = 10; break;
    case 'm': case 'M': shift = 20; break;
    case 'g': case 'G': shift = 30; break;
    case 't': case 'T': shift = 40; break;
    default: return std::nullopt;
  }
  if (value > (std::numeric_limits<uint64_t>::max() >> shift)) return std::nullopt;
  return value << shift;
}

bool is_plain_decimal(std::string_view text) {
  // [-]digits[.digits] or [-].digits: what HotSpot accepts for double flags.
  size_t i = 0;
  if (i < text.size() && text[i] == '-') i++;
  size_t digits = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') i++, digits++;
  if (i < text.size() && text[i] == '.') {
    i++;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') i++, digits++;
  }
  return digits > 0 && i == text.size();
}

std::string format_double(double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%f", value);
  return buf;
}

std::string pad_left(std::string text, size_t width) {
  if (text.size() < width) text.insert(0, width - text.size(), ' ');
  return text;
}

std::string pad_right(std::string text, size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

const FlagSpec& require_flag(std::string_view name) {
  const FlagSpec* flag = find_flag(name);
  if (flag == nullptr) throw std::invalid_argument("unknown -XX flag: " + std::string(name));
  return *flag;
}

}  // namespace

std::span<const FlagSpec> all_flags() { return kFlagTable; }

const FlagSpec* find_flag(std::string_view name) {
  for (const FlagSpec& flag : kFlagTable) {
    if (name == flag.name) return &flag;
  }
  return nullptr;
}

const char* flag_type_name(FlagType type) {
  switch (type) {
    case FlagType::Bool: return "bool";
    case FlagType::Intx: return "intx";
    case FlagType::Uintx: return "uintx";
    case FlagType::Uint: return "uint";
    case FlagType::SizeT: return "size_t";
    case FlagType::Uint64: return "uint64_t";
    case FlagType::Double: return "double";
    case FlagType::String: return "ccstr";
  }
  return "?";
}

std::optional<std::string> parse_flag_value(FlagType type, std::string_view text) {
  switch (type) {
    case FlagType::Bool:
      return std::nullopt;  // bools are set with +/- only
    case FlagType::Intx: {
      const bool negative = !text.empty() && text[0] == '-';
      const auto magnitude = parse_magnitude(negative ? text.substr(1) : text);
      if (!magnitude) return std::nullopt;
      const uint64_t limit = uint64_t(std::numeric_limits<int64_t>::max()) + (negative ? 1 : 0);
      if (*magnitude > limit) return std::nullopt;
      if (negative) return std::to_string(int64_t(0 - *magnitude));
      return std::to_string(*magnitude);
    }
    case FlagType::Uintx:
    case FlagType::SizeT:
    case FlagType::Uint64: {
      const auto magnitude = parse_magnitude(text);
      if (!magnitude) return std::nullopt;
      return std::to_string(*magnitude);
    }
    case FlagType::Uint: {
      const auto magnitude = parse_magnitude(text);
      if (!magnitude || *magnitude > std::numeric_limits<uint32_t>::max()) return std::nullopt;
      return std::to_string(*magnitude);
    }
    case FlagType::Double: {
      if (!is_plain_decimal(text)) return std::nullopt;
      return format_double(std::strtod(std::string(text).c_str(), nullptr));
    }
    case FlagType::String:
      return std::string(text);
  }
  return std::nullopt;
}

XXSetting parse_xx_argument(std::string_view text) {
  XXSetting result;
  // Split "+Name" / "-Name" / "Name=value" / "Name".
  const bool has_sign = !text.empty() && (text[0] == '+' || text[0] == '-');
  const bool sign_value = has_sign && text[0] == '+';
  const std::string_view body = has_sign ? text.substr(1) : text;
  const size_t eq = body.find('=');
  const std::string_view name = eq == std::string_view::npos ? body : body.substr(0, eq);
  const std::string quoted = "'" + std::string(body) + "'";

  const FlagSpec* flag = find_flag(name);
  if (flag == nullptr) {
    result.error = "Unrecognized VM option " + quoted;
    return result;
  }
  result.flag = flag;
  if (has_sign && eq != std::string_view::npos) {  // "+Name=1"
    result.error = "Improperly specified VM option " + quoted;
    return result;
  }
  if (flag->type == FlagType::Bool) {
    if (!has_sign) {
      result.error = "Missing +/- setting for VM option " + quoted;
      return result;
    }
    result.value = sign_value ? "true" : "false";
    return result;
  }
  if (has_sign) {
    result.error = "Unexpected +/- setting in VM option " + quoted;
    return result;
  }
  if (eq == std::string_view::npos) {
    result.error = "Improperly specified VM option " + quoted;
    return result;
  }
  const std::string_view raw = body.substr(eq + 1);
  auto value = parse_flag_value(flag->type, raw);
  if (!value) {
    result.error = "Improperly specified VM option " + quoted;
    return result;
  }
  if (is_integer_type(flag->type) && has_range(*flag)) {
    // Compare in the flag's signedness: an unsigned value above INT64_MAX is out of any range.
    bool inside;
    if (flag->type == FlagType::Intx) {
      const int64_t v = std::stoll(*value);
      inside = v >= flag->min && v <= flag->max;
    } else {
      const uint64_t v = std::stoull(*value);
      inside = v >= uint64_t(flag->min) && v <= uint64_t(flag->max);
    }
    if (!inside) {
      result.error = std::string(flag_type_name(flag->type)) + " " + std::string(name) + "=" +
                     std::string(raw) + " is outside the allowed range [ " +
                     std::to_string(flag->min) + " ... " + std::to_string(flag->max) + " ]\n" +
                     "Improperly specified VM option " + quoted;
      return result;
    }
  }
  if (flag->type == FlagType::Double && has_range(*flag)) {
    const double v = std::strtod(value->c_str(), nullptr);
    if (v < double(flag->min) || v > double(flag->max)) {
      result.error = "double " + std::string(name) + "=" + *value + " is outside the allowed range [ " +
                     format_double(double(flag->min)) + " ... " + format_double(double(flag->max)) +
                     " ]\n" + "Improperly specified VM option " + quoted;
      return result;
    }
  }
  result.value = std::move(*value);
  return result;
}

std::string xx_flag_value(const VmOptions& options, std::string_view name, FlagOrigin* origin) {
  const FlagSpec& flag = require_flag(name);
  const std::string key(name);
  const auto command_line = options.xx_flags.find(key);
  const bool on_command_line = command_line != options.xx_flags.end();
  if (auto it = options.xx_ergonomic.find(key); it != options.xx_ergonomic.end()) {
    if (origin) *origin = on_command_line ? FlagOrigin::CommandLineErgonomic : FlagOrigin::Ergonomic;
    return it->second;
  }
  if (on_command_line) {
    if (origin) *origin = options.xx_from_config_file.count(key) ? FlagOrigin::ConfigFile : FlagOrigin::CommandLine;
    return command_line->second;
  }
  if (origin) *origin = FlagOrigin::Default;
  return flag.default_value;
}

bool xx_bool(const VmOptions& options, std::string_view name) {
  if (require_flag(name).type != FlagType::Bool)
    throw std::invalid_argument("-XX flag is not bool: " + std::string(name));
  return xx_flag_value(options, name, nullptr) == "true";
}

int64_t xx_int(const VmOptions& options, std::string_view name) {
  if (require_flag(name).type != FlagType::Intx)
    throw std::invalid_argument("-XX flag is not intx: " + std::string(name));
  return std::stoll(xx_flag_value(options, name, nullptr));
}

uint64_t xx_uint(const VmOptions& options, std::string_view name) {
  const FlagType type = require_flag(name).type;
  if (type != FlagType::Uintx && type != FlagType::Uint && type != FlagType::SizeT && type != FlagType::Uint64)
    throw std::invalid_argument("-XX flag is not unsigned: " + std::string(name));
  return std::stoull(xx_flag_value(options, name, nullptr));
}

double xx_double(const VmOptions& options, std::string_view name) {
  if (require_flag(name).type != FlagType::Double)
    throw std::invalid_argument("-XX flag is not double: " + std::string(name));
  return std::strtod(xx_flag_value(options, name, nullptr).c_str(), nullptr);
}

void print_flags_final(const VmOptions& options, std::ostream& out) {
  // Columns (measured on `java -XX:+PrintFlagsFinal -version`, JDK 17): type right-aligned in 9,
  // name left-aligned in 40, " = ", value left-aligned in 30, kind "{...}" right-aligned in 20,
  // then the origin. Over-long values push the rest right instead of being cut.
  out << "[Global flags]\n";
  for (const FlagSpec& flag : kFlagTable) {
    FlagOrigin origin;
    const std::string value = xx_flag_value(options, flag.name, &origin);
    const char* origin_text = origin == FlagOrigin::CommandLine            ? "{command line}"
                              : origin == FlagOrigin::Ergonomic            ? "{ergonomic}"
                              : origin == FlagOrigin::CommandLineErgonomic ? "{command line, ergonomic}"
                              : origin == FlagOrigin::ConfigFile           ? "{config file}"
                                                                           : "{default}";
    const std::string kind = std::string("{") + flag.kind + "}";
    out << pad_left(flag_type_name(flag.type), 9) << ' ' << pad_right(flag.name, 40) << " = "
        << pad_right(value, 30) << ' ' << pad_left(kind, 20) << ' ' << origin_text << '\n';
  }
}

}  // namespace jvmlab
