// VM options: the java-compatible command line parsed into one struct. CLI11 owns
// the option table; a small table-driven pre-pass maps java's spellings (-Xmx2g, -XX:+Name,
// -Dk=v, -Xlog:...) onto it. Does not start the VM.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <map>
#include <set>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gc/gc_config.hpp"
#include "runtime/options/java_args.hpp"

namespace jvmlab {

/// Everything the launcher needs to start the VM. Sizes in bytes.
struct VmOptions {
  std::vector<std::string> class_path;           // -cp entries, default {"."} (or $CLASSPATH)
  std::string main_class;                        // as given ("pkg.Main" or "pkg/Main")
  std::string jar_file;                          // -jar (later issue); empty otherwise
  std::vector<std::string> program_args;         // everything after the main class, untouched
  std::map<std::string, std::string> system_properties;  // -Dk=v (-Dk means k=""); last one wins
  std::vector<std::pair<std::string, std::string>> system_property_order;  // every -D, in order
  size_t thread_stack_size = size_t(1) << 20;    // -Xss, default 1 MB
  size_t initial_heap_size = gc::kGranuleSize;   // -Xms, default 2 MB: one granule (JEP 545)
  size_t max_heap_size = 0;                      // -Xmx, default 1/4 of physical memory
  bool interpreter_only = false;                 // -Xint
  bool enable_assertions = false;                // -ea/-enableassertions (application classes), -da
  bool compile_all = false;                      // -Xcomp (compile before first run; -Xmixed resets)
  std::vector<std::string> log_selections;       // -Xlog:<what> values, e.g. "class+load", "gc*";
                                                 // "" for a bare -Xlog; pass to configure_logging
  std::map<std::string, std::string> xx_flags;   // -XX:Name=value and -XX:+/-Name ("true"/"false"),
                                                 // normalized (sizes in bytes); also -Xmx/-Xms/-Xss
  std::set<std::string> xx_from_config_file;     // xx_flags set by -XX:Flags=<file> (origin
                                                 // {config file}) and not again on the command line
  std::map<std::string, std::string> xx_ergonomic;  // flags whose value was computed at startup
                                                    // (MaxHeapSize, ConcGCThreads, ...)
  bool print_flags_final = false;                // -XX:+PrintFlagsFinal (already printed by the parser)
  bool show_version = false;                     // -version: print and exit 0
  bool show_help = false;                        // -help, -h, -?: print and exit 0
};

/// The heap's and the collector's configuration after ergonomics (gc/gc_config.hpp), filled from
/// the flags in one place so that gc/ never reads -XX flags by name: defaults, command line and
/// ergonomics applied (default -Xmx = 1/4 of RAM, MinHeapSize = initial, SoftMaxHeapSize = max,
/// large pages from the kernel's THP mode, ZUncommit off when min == max, GC thread counts from
/// the CPU count). Sources: HotSpot 17 arguments.cpp / gcArguments.cpp (heap sizes),
/// zArguments.cpp and workerPolicy.cpp (thread counts), JEP 545 (2 MB initial heap, large pages
/// by default).
///
/// Checks already made by parse_vm_options (java 17's texts): max >= 2 MB, initial and min >=
/// 1 MB, min <= initial <= max, soft_max <= max; initial, min and max are multiples of the granule
/// (aligned up, as HotSpot aligns to its heap alignment), so max >= initial >= min >= 2 MB.
///
/// Pure function of `options` (no system probes), thread-safe. Options that did not come from
/// parse_vm_options (hand-built in tests) get the table defaults, max = 1/4 of RAM when
/// max_heap_size is 0, thread counts from the CPU count, and no large pages (the THP probe runs
/// only in parse_vm_options). The VM calls it once, at heap initialization.
gc::GcConfig gc_config(const VmOptions& options);

/// The kernel's transparent-huge-page mode for anonymous memory: the bracketed word of
/// /sys/kernel/mm/transparent_hugepage/enabled ("always [madvise] never"). Unsupported when the
/// file is missing or unreadable (kernel without THP).
enum class ThpMode : uint8_t { Always, Madvise, Never, Unsupported };

/// Reads and parses the THP mode file at `path` (default: the sysfs file). Never fails.
ThpMode read_thp_mode(const char* path = "/sys/kernel/mm/transparent_hugepage/enabled");

/// Parses the contents of that file; Unsupported when no known bracketed word is found.
ThpMode parse_thp_mode(std::string_view contents);

/// Outcome of the large-page ergonomics (JEP 545: large pages by default on Linux).
struct LargePageDecision {
  bool use_large_pages = false;         // final UseLargePages
  bool use_transparent_huge_pages = false;  // final UseTransparentHugePages
  bool warn_unsupported = false;        // print HotSpot's pagesize warning: "UseTransparentHugePages
                                        // disabled, transparent huge pages are not supported by the
                                        // operating system."
};

/// The large-page policy as a pure function of the kernel's THP mode and the command line
/// (nullopt = not given). jvmlab's only large pages are THP (madvise), so both flags mean THP:
///   neither given, THP always/madvise  -> both true (ergonomic); THP never -> both false
///   -XX:-UseLargePages                 -> both false (wins over +UseTransparentHugePages)
///   -XX:+UseTransparentHugePages       -> implies UseLargePages (as HotSpot's os_linux.cpp)
///   -XX:+UseLargePages                 -> implies UseTransparentHugePages (unlike HotSpot 17, which
///                                         tries hugetlbfs first; jvmlab has no hugetlbfs path)
///   -XX:-UseTransparentHugePages alone -> both false
///   asked for, THP never/unsupported   -> both false and warn_unsupported
LargePageDecision decide_large_pages(ThpMode mode, std::optional<bool> use_large_pages,
                                     std::optional<bool> use_transparent_huge_pages);

/// HotSpot's ergonomic ParallelGCThreads for `cpus` CPUs (WorkerPolicy, JDK 17): all CPUs up to 8,
/// then 8 + (cpus - 8) * 5 / 8. At least 1.
unsigned default_parallel_gc_threads(unsigned cpus);

/// jvmlab's ergonomic ConcGCThreads: max(1, ceil(cpus / 4)) (the collector's 25 % CPU budget),
/// never above `parallel_gc_threads`.
unsigned default_conc_gc_threads(unsigned cpus, unsigned parallel_gc_threads);

/// Online CPUs (sysconf), at least 1.
unsigned online_cpu_count();

/// Outcome of parsing: either options to run with, or an exit code after the parser printed its
/// message (help, version without main class, or an error in java's words).
struct ParseOutcome {
  std::optional<VmOptions> options;  // set when the VM should start
  int exit_code = 0;                 // meaningful when `options` is empty
};

/// Parses argv like the `java` launcher. On a bad option prints java's text to stderr, e.g.
///   Unrecognized VM option 'Foo'
///   Error: Could not create the Java Virtual Machine.
///   Error: A fatal exception has occurred. Program will exit.
/// and returns exit code 1. With no main class (and no -version/-help) prints the usage to stderr
/// and returns 1, as java does. Thread-safe (no globals).
ParseOutcome parse_vm_options(int argc, const char* const* argv);

/// Same, writing to the given streams instead of std::cout/std::cerr (for tests). `out` gets what
/// java prints on stdout (PrintFlagsFinal, --help, --version, "Error occurred during
/// initialization of VM" texts, -Xlog parse errors), `err` the rest.
ParseOutcome parse_vm_options(int argc, const char* const* argv, std::ostream& out,
                              std::ostream& err);

/// The whole parse over explicit inputs: `args` is argv without argv[0]; `env` gives
/// JDK_JAVA_OPTIONS (the launcher's, with @argfiles: java_args.hpp), JAVA_TOOL_OPTIONS (VM
/// options before the command line's) and _JAVA_OPTIONS (after them), each announced on `err`
/// as java announces it ("NOTE: Picked up JDK_JAVA_OPTIONS: ...", "Picked up
/// JAVA_TOOL_OPTIONS: ..."). -XX:Flags=<file> settings apply first (origin {config file}), and
/// -XX:+IgnoreUnrecognizedVMOptions anywhere makes unknown -XX flags and -X options ignored.
/// The two overloads above call it with argv and this process's environment.
ParseOutcome parse_vm_options(const std::vector<std::string>& args, const ArgumentEnvironment& env,
                              std::ostream& out, std::ostream& err);

/// Physical memory in bytes (sysconf), the base of the default -Xmx (1/4, rounded up to 2 MB).
size_t physical_memory_bytes();

/// Parses a java size ("64m", "2G", "512k", "1024"). Returns nullopt when malformed or overflowing.
std::optional<size_t> parse_size(std::string_view text);

/// Value of an -XX flag as the VM sees it after defaults (for PrintFlagsFinal and for subsystems):
/// returns the default when the user did not set it. Unknown names are a programming error.
std::string xx_flag(const VmOptions& options, const std::string& name);

/// The execution mode as HotSpot's VM_Version::vm_info_string words it in -version, thread dumps
/// and crash reports: "interpreted mode" (-Xint), "compiled mode" (-Xcomp), else "mixed mode";
/// ", emulated-client" added for -XX:TieredStopAtLevel=1..3 (only quick compilation, as
/// CompilationModeFlag::quick_only), except with -Xint. Pure.
std::string vm_mode_text(const VmOptions& options);

}  // namespace jvmlab
