// Option parsing: java-compatible command lines, sizes, -XX flags and PrintFlagsFinal. Every
// expected error text, stream and exit code was recorded from `java` 17.0.21 on this machine.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <sstream>
#include <tuple>

#include "runtime/options/flags.hpp"
#include "runtime/options/options.hpp"

using namespace jvmlab;

namespace {

struct Run {
  ParseOutcome outcome;
  std::string out;
  std::string err;
  bool started() const { return outcome.options.has_value(); }
  int exit_code() const { return outcome.exit_code; }
};

Run run(std::vector<std::string> args) {
  std::vector<const char*> argv{"jvmlab"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  Run r;
  r.outcome = parse_vm_options(int(argv.size()), argv.data(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

const std::string kTrailer =
    "Error: Could not create the Java Virtual Machine.\n"
    "Error: A fatal exception has occurred. Program will exit.\n";

// java: message + trailer on stderr, nothing on stdout, exit 1.
void require_vm_error(const std::vector<std::string>& args, const std::string& message) {
  INFO("args: " << Catch::Detail::stringify(args));
  const Run r = run(args);
  CHECK_FALSE(r.started());
  CHECK(r.exit_code() == 1);
  CHECK(r.out == "");
  CHECK(r.err == message + "\n" + kTrailer);
}

constexpr size_t MB = size_t(1) << 20;

}  // namespace

TEST_CASE("parse_size accepts java's size syntax", "[options]") {
  CHECK(parse_size("0") == size_t(0));
  CHECK(parse_size("1024") == size_t(1024));
  CHECK(parse_size("1k") == size_t(1024));
  CHECK(parse_size("1K") == size_t(1024));
  CHECK(parse_size("64m") == 64 * MB);
  CHECK(parse_size("64M") == 64 * MB);
  CHECK(parse_size("2g") == 2048 * MB);
  CHECK(parse_size("2G") == 2048 * MB);
  CHECK(parse_size("1t") == size_t(1) << 40);
  CHECK(parse_size("0x100000000") == size_t(1) << 32);  // java -Xmx0x100000000 -version: ok
  CHECK(parse_size("16777215t") == size_t(16777215) << 40);
  CHECK(parse_size("18446744073709551615") == ~size_t(0));
}

TEST_CASE("parse_size rejects garbage and overflow", "[options]") {
  for (const char* bad : {"", "12q", "1.5g", "1gb", "-1", "k", " 1g", "1g ", "0x", "1kk",
                          "99999999999999999999",  // > 2^64
                          "18446744073709551616",  // 2^64
                          "17179869184g",          // 2^34 g = 2^64
                          "16777216t"}) {          // 2^24 t = 2^64
    INFO(bad);
    CHECK_FALSE(parse_size(bad).has_value());
  }
}

TEST_CASE("main class, program arguments untouched", "[options]") {
  const Run r = run({"-cp", "a:b", "-Xmx64m", "pkg.Main", "-Xmx12q", "-version", "--help",
                     "-XX:+Foo", "", "-cp"});
  REQUIRE(r.started());
  const VmOptions& o = *r.outcome.options;
  CHECK(o.main_class == "pkg.Main");
  CHECK(o.program_args ==
        std::vector<std::string>{"-Xmx12q", "-version", "--help", "-XX:+Foo", "", "-cp"});
  CHECK(o.class_path == std::vector<std::string>{"a", "b"});
  CHECK(o.max_heap_size == 64 * MB);
  CHECK(r.out == "");
  CHECK(r.err == "");
}

TEST_CASE("-jar takes the jar and the rest are program arguments", "[options]") {
  const Run r = run({"-Xint", "-jar", "app.jar", "-cp", "x", "Main"});
  REQUIRE(r.started());
  CHECK(r.outcome.options->jar_file == "app.jar");
  CHECK(r.outcome.options->main_class == "");
  CHECK(r.outcome.options->program_args == std::vector<std::string>{"-cp", "x", "Main"});
  CHECK(r.outcome.options->class_path == std::vector<std::string>{"app.jar"});
  CHECK(r.outcome.options->interpreter_only);
}

TEST_CASE("-D properties keep their order; the last one wins", "[options]") {
  const Run r = run({"-Da=1", "-Db=2", "-Da=3", "-Dc", "-Dd=x=y", "-D", "-D=z", "Main"});
  REQUIRE(r.started());
  const VmOptions& o = *r.outcome.options;
  const std::vector<std::pair<std::string, std::string>> expected{
      {"a", "1"}, {"b", "2"}, {"a", "3"}, {"c", ""}, {"d", "x=y"}};
  CHECK(o.system_property_order == expected);
  CHECK(o.system_properties.at("a") == "3");
  CHECK(o.system_properties.at("c") == "");
  CHECK(o.system_properties.at("d") == "x=y");
  CHECK(o.system_properties.size() == 4);  // java accepts and ignores -D and -D=z
}

TEST_CASE("class path spellings and defaults", "[options]") {
  CHECK(run({"-classpath", "x", "M"}).outcome.options->class_path ==
        std::vector<std::string>{"x"});
  CHECK(run({"--class-path", "x", "M"}).outcome.options->class_path ==
        std::vector<std::string>{"x"});
  CHECK(run({"--class-path=y", "M"}).outcome.options->class_path ==
        std::vector<std::string>{"y"});
  // java: an empty entry is the current directory (java -cp ":/nonexistent" Hello runs Hello)
  CHECK(run({"-cp", "a::b", "M"}).outcome.options->class_path ==
        std::vector<std::string>{"a", ".", "b"});
  CHECK(run({"-cp", "", "M"}).outcome.options->class_path == std::vector<std::string>{"."});
  CHECK(run({"-cp", "a", "-cp", "b", "M"}).outcome.options->class_path ==
        std::vector<std::string>{"b"});

  const char* saved = std::getenv("CLASSPATH");
  const std::string saved_value = saved ? saved : "";
  ::unsetenv("CLASSPATH");
  CHECK(run({"M"}).outcome.options->class_path == std::vector<std::string>{"."});
  ::setenv("CLASSPATH", "/env/a:/env/b", 1);
  CHECK(run({"M"}).outcome.options->class_path == std::vector<std::string>{"/env/a", "/env/b"});
  CHECK(run({"-cp", "x", "M"}).outcome.options->class_path == std::vector<std::string>{"x"});
  ::setenv("CLASSPATH", "", 1);  // java: empty CLASSPATH = "."
  CHECK(run({"M"}).outcome.options->class_path == std::vector<std::string>{"."});
  if (saved) ::setenv("CLASSPATH", saved_value.c_str(), 1);
  else ::unsetenv("CLASSPATH");
}

TEST_CASE("heap and stack sizes", "[options]") {
  const size_t default_max = (physical_memory_bytes() / 4 + gc::kGranuleSize - 1) / gc::kGranuleSize * gc::kGranuleSize;
  {
    const Run r = run({"M"});
    REQUIRE(r.started());
    CHECK(r.outcome.options->max_heap_size == default_max);
    CHECK(r.outcome.options->initial_heap_size == 2 * MB);
    CHECK(r.outcome.options->thread_stack_size == 1 * MB);
    FlagOrigin origin;
    CHECK(xx_flag_value(*r.outcome.options, "MaxHeapSize", &origin) == std::to_string(default_max));
    CHECK(origin == FlagOrigin::Ergonomic);
  }
  {
    const Run r = run({"-Xms64m", "-Xmx1G", "-Xss512k", "M"});
    REQUIRE(r.started());
    CHECK(r.outcome.options->initial_heap_size == 64 * MB);
    CHECK(r.outcome.options->max_heap_size == 1024 * MB);
    CHECK(r.outcome.options->thread_stack_size == 512 * 1024);
    CHECK(xx_flag(*r.outcome.options, "ThreadStackSize") == "512");
  }
  // Later options win; -XX:MaxHeapSize is the same setting as -Xmx.
  CHECK(run({"-Xmx1g", "-Xmx2g", "M"}).outcome.options->max_heap_size == 2048 * MB);
  CHECK(run({"-Xmx1g", "-XX:MaxHeapSize=128m", "M"}).outcome.options->max_heap_size == 128 * MB);
  // java: -Xms larger than the default maximum raises the maximum (no -Xmx given).
  CHECK(run({"-Xms" + std::to_string(default_max + 2 * MB), "M"}).outcome.options->max_heap_size ==
        default_max + 2 * MB);
  // java accepts -Xss0 and -Xms0 (= defaults) and -Xmx2m with ZGC.
  CHECK(run({"-Xss0", "M"}).outcome.options->thread_stack_size == 1 * MB);
  CHECK(run({"-Xms0", "M"}).outcome.options->initial_heap_size == 2 * MB);
  CHECK(run({"-Xss136k", "M"}).started());
  CHECK(run({"-Xss1g", "M"}).started());
  CHECK(run({"-Xmx2m", "M"}).started());
}

TEST_CASE("size errors match java 17", "[options]") {
  require_vm_error({"-Xmx12q", "-version"}, "Invalid maximum heap size: -Xmx12q");
  require_vm_error({"-Xmx", "-version"}, "Invalid maximum heap size: -Xmx");
  require_vm_error({"-Xmx0", "-version"}, "Invalid maximum heap size: -Xmx0");
  require_vm_error({"-Xmx1.5g", "M"}, "Invalid maximum heap size: -Xmx1.5g");
  require_vm_error({"-Xmx99999999999999999999", "M"},
                   "Invalid maximum heap size: -Xmx99999999999999999999");
  require_vm_error({"-Xms12q", "-version"}, "Invalid initial heap size: -Xms12q");
  require_vm_error({"-Xms", "-version"}, "Invalid initial heap size: -Xms");
  require_vm_error({"-Xss12q", "-version"}, "Invalid thread stack size: -Xss12q");
  require_vm_error({"-Xss2g", "-version"},
                   "Invalid thread stack size: -Xss2g\n"
                   "The specified size exceeds the maximum representable size.");
  require_vm_error({"-Xss1025m", "-version"},
                   "Invalid thread stack size: -Xss1025m\n"
                   "The specified size exceeds the maximum representable size.");
  require_vm_error({"-XX:MaxHeapSize=12q", "-version"},
                   "Invalid maximum heap size: -XX:MaxHeapSize=12q");
  require_vm_error({"-XX:MaxHeapSize=0", "-version"}, "Invalid maximum heap size: -XX:MaxHeapSize=0");
  require_vm_error({"-XX:InitialHeapSize=12q", "-version"},
                   "Improperly specified VM option 'InitialHeapSize=12q'");
  require_vm_error({"-XX:+UseZGC", "-XX:SoftMaxHeapSize=100g", "-Xmx1g", "-version"},
                   "SoftMaxHeapSize must be less than or equal to the maximum heap size");
}

TEST_CASE("heap consistency errors go to stdout like java's VM init errors", "[options]") {
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"-Xms2g", "-Xmx1g", "-version"}, {"-Xmx1g", "-Xms2g", "M"}, {"-Xms3m", "-Xmx2m", "M"}}) {
    const Run r = run(args);
    CHECK(r.exit_code() == 1);
    CHECK(r.out ==
          "Error occurred during initialization of VM\n"
          "Initial heap size set to a larger value than the maximum heap size\n");
    CHECK(r.err == "");
  }
  const Run small = run({"-Xmx1m", "M"});  // java 17 (G1 and ZGC alike)
  CHECK(small.exit_code() == 1);
  CHECK(small.out == "Error occurred during initialization of VM\nToo small maximum heap\n");
  CHECK(small.err == "");

  const Run stack = run({"-Xss135k", "-version"});
  CHECK(stack.exit_code() == 1);
  CHECK(stack.out ==
        "\nThe Java thread stack size specified is too small. Specify at least 136k\n");
  CHECK(stack.err == kTrailer);
}

TEST_CASE("-XX errors match java 17", "[options][flags]") {
  require_vm_error({"-XX:+Foo", "-version"}, "Unrecognized VM option 'Foo'");
  require_vm_error({"-XX:-Foo"}, "Unrecognized VM option 'Foo'");
  require_vm_error({"-XX:Foo=3", "-version"}, "Unrecognized VM option 'Foo=3'");
  require_vm_error({"-XX:Foo", "-version"}, "Unrecognized VM option 'Foo'");
  require_vm_error({"-XX:+Foo=1", "-version"}, "Unrecognized VM option 'Foo=1'");
  require_vm_error({"-XX:", "-version"}, "Unrecognized VM option ''");
  require_vm_error({"-XX:+", "-version"}, "Unrecognized VM option ''");
  require_vm_error({"-XX:+MaxJavaStackTraceDepth", "-version"},
                   "Unexpected +/- setting in VM option 'MaxJavaStackTraceDepth'");
  require_vm_error({"-XX:-MaxJavaStackTraceDepth", "-version"},
                   "Unexpected +/- setting in VM option 'MaxJavaStackTraceDepth'");
  require_vm_error({"-XX:MaxJavaStackTraceDepth=abc", "-version"},
                   "Improperly specified VM option 'MaxJavaStackTraceDepth=abc'");
  require_vm_error({"-XX:MaxJavaStackTraceDepth=5x", "-version"},
                   "Improperly specified VM option 'MaxJavaStackTraceDepth=5x'");
  require_vm_error({"-XX:MaxJavaStackTraceDepth=", "-version"},
                   "Improperly specified VM option 'MaxJavaStackTraceDepth='");
  require_vm_error({"-XX:MaxJavaStackTraceDepth", "-version"},
                   "Improperly specified VM option 'MaxJavaStackTraceDepth'");
  require_vm_error({"-XX:PrintCompilation=1", "-version"},
                   "Missing +/- setting for VM option 'PrintCompilation=1'");
  require_vm_error({"-XX:PrintCompilation=true", "-version"},
                   "Missing +/- setting for VM option 'PrintCompilation=true'");
  require_vm_error({"-XX:UseZGC", "-version"}, "Missing +/- setting for VM option 'UseZGC'");
  require_vm_error({"-XX:+UseZGC=1", "-version"}, "Improperly specified VM option 'UseZGC=1'");
  require_vm_error({"-XX:ZUncommitDelay=-1", "-version"},
                   "Improperly specified VM option 'ZUncommitDelay=-1'");
  require_vm_error({"-XX:ZUncommitDelay=99999999999999999999", "-version"},
                   "Improperly specified VM option 'ZUncommitDelay=99999999999999999999'");
  require_vm_error({"-XX:ZCollectionInterval=abc", "-version"},
                   "Improperly specified VM option 'ZCollectionInterval=abc'");
  require_vm_error({"-XX:ZCollectionInterval=1e3", "-version"},
                   "Improperly specified VM option 'ZCollectionInterval=1e3'");
  require_vm_error({"-XX:SoftMaxHeapSize=12q", "-version"},
                   "Improperly specified VM option 'SoftMaxHeapSize=12q'");
  require_vm_error({"-XX:ThreadStackSize=12q", "-version"},
                   "Improperly specified VM option 'ThreadStackSize=12q'");
  require_vm_error({"-XX:TieredStopAtLevel=5", "-version"},
                   "intx TieredStopAtLevel=5 is outside the allowed range [ 0 ... 4 ]\n"
                   "Improperly specified VM option 'TieredStopAtLevel=5'");
  require_vm_error({"-XX:MaxJavaStackTraceDepth=-5", "-version"},
                   "intx MaxJavaStackTraceDepth=-5 is outside the allowed range [ 0 ... 1073741823 ]\n"
                   "Improperly specified VM option 'MaxJavaStackTraceDepth=-5'");
  require_vm_error({"-XX:MaxJavaStackTraceDepth=99999999999", "-version"},
                   "intx MaxJavaStackTraceDepth=99999999999 is outside the allowed range "
                   "[ 0 ... 1073741823 ]\n"
                   "Improperly specified VM option 'MaxJavaStackTraceDepth=99999999999'");
}

TEST_CASE("unknown options match java 17", "[options]") {
  require_vm_error({"-Xfoo", "-version"}, "Unrecognized option: -Xfoo");
  require_vm_error({"-foo", "-version"}, "Unrecognized option: -foo");
  require_vm_error({"-Xfoo"}, "Unrecognized option: -Xfoo");  // before the usage check
  require_vm_error({"-cp", ".", "-Xfoo", "Hello"}, "Unrecognized option: -Xfoo");
}

TEST_CASE("the first bad option in argv order is the one reported", "[options]") {
  require_vm_error({"-Xmx12q", "-XX:+Foo", "-version"}, "Invalid maximum heap size: -Xmx12q");
  require_vm_error({"-XX:+Foo", "-Xmx12q", "-version"}, "Unrecognized VM option 'Foo'");
  require_vm_error({"-Xfoo", "-XX:+Foo", "-version"}, "Unrecognized option: -Xfoo");
  require_vm_error({"-XX:+Foo", "-Xfoo", "-version"}, "Unrecognized VM option 'Foo'");
  require_vm_error({"-Xss12q", "-Xmx12q", "-version"}, "Invalid thread stack size: -Xss12q");
}

TEST_CASE("launcher errors: missing option arguments", "[options]") {
  for (const char* spelling : {"-cp", "-classpath", "--class-path"}) {
    const Run r = run({spelling});
    CHECK(r.exit_code() == 1);
    CHECK(r.out == "");
    CHECK(r.err == std::string("Error: ") + spelling + " requires class path specification\n");
  }
  // Checked before any VM option (java -XX:+Foo -cp gives the -cp message).
  CHECK(run({"-XX:+Foo", "-cp"}).err == "Error: -cp requires class path specification\n");

  const Run jar = run({"-jar"});
  CHECK(jar.exit_code() == 1);
  CHECK(jar.out == "");
  CHECK(jar.err.rfind("Error: -jar requires jar file specification\nUsage: ", 0) == 0);
}

TEST_CASE("no main class prints the usage to stderr and exits 1", "[options]") {
  for (const auto& args : std::vector<std::vector<std::string>>{{}, {"-Xint"}, {"-showversion"}}) {
    const Run r = run(args);
    CHECK(r.exit_code() == 1);
    CHECK_FALSE(r.started());
    CHECK(r.out == "");
    CHECK(r.err.find("Usage: jvmlab [options] <mainclass> [args...]") != std::string::npos);
  }
}

TEST_CASE("-version, -help and their -- forms", "[options]") {
  const Run v = run({"-version"});
  CHECK(v.exit_code() == 0);
  CHECK_FALSE(v.started());
  CHECK(v.out == "");
  CHECK(v.err.rfind("jvmlab version \"", 0) == 0);
  CHECK(v.err.find("64-Bit VM") != std::string::npos);
  CHECK(v.err.find("OpenJDK") == std::string::npos);

  const Run vo = run({"--version"});
  CHECK(vo.exit_code() == 0);
  CHECK(vo.err == "");
  CHECK(vo.out.rfind("jvmlab ", 0) == 0);

  // java stops reading options at -version / -help: later ones are not even checked.
  CHECK(run({"-version", "-Xfoo"}).exit_code() == 0);
  CHECK(run({"-version", "-cp"}).exit_code() == 0);
  CHECK(run({"-version", "Main"}).exit_code() == 0);
  CHECK(run({"-help", "-Xfoo"}).exit_code() == 0);
  // ... but earlier ones are.
  require_vm_error({"-Xfoo", "-version"}, "Unrecognized option: -Xfoo");
  require_vm_error({"-Xmx12q", "-help"}, "Invalid maximum heap size: -Xmx12q");

  for (const char* spelling : {"-help", "-h", "-?"}) {
    const Run h = run({spelling});
    CHECK(h.exit_code() == 0);
    CHECK(h.out == "");  // java prints -help to the error stream
    CHECK(h.err.find("-Xmx<size>") != std::string::npos);
    CHECK(h.err.find("-XX:") != std::string::npos);
  }
  const Run ho = run({"--help"});
  CHECK(ho.exit_code() == 0);
  CHECK(ho.err == "");
  CHECK(ho.out.find("-cp <path>") != std::string::npos);

  const Run sv = run({"-showversion", "Main", "x"});
  REQUIRE(sv.started());
  CHECK(sv.err.rfind("jvmlab version \"", 0) == 0);
  CHECK(sv.outcome.options->program_args == std::vector<std::string>{"x"});
}

TEST_CASE("execution mode and logging options", "[options]") {
  CHECK(run({"-Xint", "M"}).outcome.options->interpreter_only);
  CHECK_FALSE(run({"-Xint", "-Xmixed", "M"}).outcome.options->interpreter_only);
  CHECK(run({"-Xint", "-Xcomp", "M"}).outcome.options->compile_all);
  const Run r = run({"-Xlog:class+load", "-Xlog:gc*", "-Xlog", "-verbose:gc", "-Xlog:disable",
                     "-Xlog:gc+init=info", "-verbose:module", "M"});
  REQUIRE(r.started());
  CHECK(r.outcome.options->log_selections ==
        std::vector<std::string>{"class+load", "gc*", "", "gc", "disable", "gc+init=info"});
}

TEST_CASE("-Xlog errors match java 17", "[options][logging]") {
  struct Case {
    const char* arg;
    const char* log_error;
  };
  for (const Case& c : {Case{"-Xlog:foo", "Invalid tag 'foo' in log selection."},
                        Case{"-Xlog:class+foo", "Invalid tag 'foo' in log selection."},
                        Case{"-Xlog:gc=bar", "Invalid level 'bar' in log selection."},
                        Case{"-Xlog:gc:stdout:foo", "Invalid decorator 'foo'."},
                        Case{"-Xlog:gc:stdout:uptime,none", "Invalid decorator 'none'."}}) {
    INFO(c.arg);
    const Run r = run({c.arg, "-version"});
    CHECK(r.exit_code() == 1);
    // java: "[0.001s][error][logging] Invalid tag 'foo' in log selection." on stdout
    const std::regex line("\\[[0-9]+\\.[0-9]{3}s\\]\\[error\\]\\[logging\\] " +
                          std::regex_replace(std::string(c.log_error),
                                             std::regex(R"([.+*?()\[\]])"), R"(\$&)") +
                          "\n");
    CHECK(std::regex_match(r.out, line));
    CHECK(r.err == std::string("Invalid -Xlog option '") + c.arg +
                       "', see error log for details.\n" + kTrailer);
  }
  const Run help = run({"-Xlog:help"});
  CHECK(help.exit_code() == 0);
  CHECK(help.out.rfind("-Xlog Usage: -Xlog[:[selections][:[output][:[decorators][:output-options]]]]",
                       0) == 0);
}

TEST_CASE("flag table: sorted, defaults parse, required flags present", "[flags]") {
  const auto flags = all_flags();
  for (size_t i = 1; i < flags.size(); i++) {
    INFO(flags[i].name);
    CHECK(std::string(flags[i - 1].name) < std::string(flags[i].name));
  }
  for (const FlagSpec& flag : flags) {
    INFO(flag.name);
    CHECK(std::string(flag.description).size() > 0);
    if (flag.type == FlagType::Bool) {
      CHECK((std::string(flag.default_value) == "true" || std::string(flag.default_value) == "false"));
    } else {
      CHECK(parse_flag_value(flag.type, flag.default_value) == std::string(flag.default_value));
    }
  }
  for (const char* name :
       {"PrintFlagsFinal", "UseZGC", "UseG1GC", "UseSerialGC", "UseParallelGC", "AlwaysPreTouch",
        "UseLargePages", "UseTransparentHugePages", "ZAdaptiveHeapSizing", "ZUncommitDelay",
        "ConcGCThreads", "SoftMaxHeapSize", "TieredCompilation", "TieredStopAtLevel",
        "CompileThreshold", "CICompilerCount", "PrintCompilation", "MaxJavaStackTraceDepth",
        "StackTraceInThrowable", "ShowCodeDetailsInExceptionMessages", "VerifyHeap",
        "UseCompressedOops"}) {
    INFO(name);
    CHECK(find_flag(name) != nullptr);
  }
}

TEST_CASE("flag values: defaults, command line, typed readers", "[flags]") {
  const Run d = run({"M"});
  REQUIRE(d.started());
  const VmOptions& o = *d.outcome.options;
  CHECK(xx_flag(o, "ZUncommitDelay") == "300");
  CHECK(xx_uint(o, "ZUncommitDelay") == 300);
  CHECK(xx_bool(o, "UseZGC"));
  CHECK_FALSE(xx_bool(o, "UseG1GC"));
  CHECK_FALSE(xx_bool(o, "UseSerialGC"));
  CHECK_FALSE(xx_bool(o, "UseParallelGC"));
  CHECK_FALSE(xx_bool(o, "UseCompressedOops"));
  CHECK(xx_int(o, "MaxJavaStackTraceDepth") == 1024);
  CHECK(xx_int(o, "TieredStopAtLevel") == 4);
  CHECK(xx_bool(o, "StackTraceInThrowable"));
  CHECK(xx_bool(o, "ShowCodeDetailsInExceptionMessages"));
  CHECK(xx_uint(o, "ConcGCThreads") >= 1);
  CHECK(xx_uint(o, "SoftMaxHeapSize") == o.max_heap_size);
  CHECK(xx_double(o, "ZFragmentationLimit") == 25.0);
  CHECK_THROWS_AS(xx_flag(o, "NoSuchFlag"), std::invalid_argument);
  CHECK_THROWS_AS(xx_int(o, "UseZGC"), std::invalid_argument);

  // All accepted by java 17: suffixes and hex on integer flags, the ZGC selector (a collector
  // jvmlab lacks fails: see "a collector jvmlab lacks ..." below).
  const Run s = run({"-XX:+AlwaysPreTouch", "-XX:ZUncommitDelay=1k", "-XX:CompileThreshold=1k",
                     "-XX:MaxJavaStackTraceDepth=0x10", "-XX:-UseZGC", "-XX:+UseZGC",
                     "-XX:-UseG1GC", "-XX:ZCollectionInterval=0.5", "-XX:ConcGCThreads=0",
                     "-XX:+PrintFlagsFinal", "M"});
  REQUIRE(s.started());
  const VmOptions& t = *s.outcome.options;
  CHECK(xx_bool(t, "AlwaysPreTouch"));
  CHECK(xx_uint(t, "ZUncommitDelay") == 1024);  // java's PrintFlagsFinal shows 1024
  CHECK(xx_int(t, "CompileThreshold") == 1024);
  CHECK(xx_int(t, "MaxJavaStackTraceDepth") == 16);
  CHECK(xx_bool(t, "UseZGC"));
  CHECK_FALSE(xx_bool(t, "UseG1GC"));  // -XX:-UseG1GC: deselecting a collector jvmlab lacks is fine
  CHECK(xx_double(t, "ZCollectionInterval") == 0.5);
  CHECK(t.print_flags_final);
  CHECK(s.out.rfind("[Global flags]\n", 0) == 0);
}

TEST_CASE("PrintFlagsFinal uses HotSpot 17's columns", "[flags]") {
  const Run r = run({"-XX:+PrintFlagsFinal", "-Xmx1g", "-XX:TieredStopAtLevel=1", "-version"});
  CHECK(r.exit_code() == 0);
  CHECK(r.err.rfind("jvmlab version", 0) == 0);
  CHECK(r.out.rfind("[Global flags]\n", 0) == 0);
  // Each line below is copied from `java -XX:+PrintFlagsFinal -Xmx1g -XX:TieredStopAtLevel=1
  // -version` (JDK 17.0.21) for a flag whose value and origin are the same in jvmlab.
  for (const char* line : {
           "     bool AlwaysPreTouch                           = false                                     {product} {default}\n",
           "     intx CompileThreshold                         = 10000                                  {pd product} {default}\n",
           "   size_t MaxHeapSize                              = 1073741824                                {product} {command line}\n",
           "     intx MaxJavaStackTraceDepth                   = 1024                                      {product} {default}\n",
           "     bool PrintFlagsFinal                          = true                                      {product} {command line}\n",
           "     bool ShowCodeDetailsInExceptionMessages       = true                                   {manageable} {default}\n",
           "   size_t SoftMaxHeapSize                          = 1073741824                             {manageable} {ergonomic}\n",
           "     intx TieredStopAtLevel                        = 1                                         {product} {command line}\n",
           "    uintx ZUncommitDelay                           = 300                                       {product} {default}\n",
           "   double ZFragmentationLimit                      = 25.000000                                 {product} {default}\n",
       }) {
    INFO(line);
    CHECK(r.out.find(line) != std::string::npos);
  }
  // java: "bool UseCompressedOops ... {product lp64_product} {ergonomic}" (value differs)
  CHECK(r.out.find("     bool UseCompressedOops                        = false                          "
                   "{product lp64_product} {default}\n") != std::string::npos);
}

TEST_CASE("-ea/-enableassertions enable assertions, -da/-disableassertions undo them", "[options]") {
  CHECK_FALSE(run({"Main"}).outcome.options->enable_assertions);
  CHECK(run({"-ea", "Main"}).outcome.options->enable_assertions);
  CHECK(run({"-enableassertions", "Main"}).outcome.options->enable_assertions);
  CHECK_FALSE(run({"-ea", "-da", "Main"}).outcome.options->enable_assertions);
  CHECK_FALSE(run({"-enableassertions", "-disableassertions", "Main"}).outcome.options->enable_assertions);
  // After the main class, -ea is a program argument.
  const Run r = run({"Main", "-ea"});
  CHECK_FALSE(r.outcome.options->enable_assertions);
  CHECK(r.outcome.options->program_args == std::vector<std::string>{"-ea"});
}

namespace {

// java: "Error occurred during initialization of VM\n<text>\n" on stdout, nothing on stderr, exit 1.
void require_init_error(const std::vector<std::string>& args, const std::string& text) {
  INFO("args: " << Catch::Detail::stringify(args));
  const Run r = run(args);
  CHECK_FALSE(r.started());
  CHECK(r.exit_code() == 1);
  CHECK(r.out == "Error occurred during initialization of VM\n" + text + "\n");
  CHECK(r.err == "");
}

}  // namespace

// Every text below was recorded from java 17.0.21 (G1, the default) on this machine; the ZGC run
// (-XX:+UseZGC) gave the same text unless a comment says otherwise.
TEST_CASE("heap-size edges match java 17", "[options][heap]") {
  // Initial heap between 1 byte and 1M-1, in every spelling (decimal, k suffix, hex).
  for (const char* arg : {"-Xms1", "-Xms1048575", "-Xms1k", "-Xms1023k", "-Xms0x1000",
                          "-XX:InitialHeapSize=1", "-XX:InitialHeapSize=1048575"})
    require_init_error({arg, "M"}, "Too small initial heap");
  // -Xms sets MinHeapSize too: a later InitialHeapSize leaves the minimum too small.
  require_init_error({"-Xms1", "-XX:InitialHeapSize=2m", "M"}, "Too small minimum heap");
  require_init_error({"-XX:MinHeapSize=1", "M"}, "Too small minimum heap");
  // Too small maximum heap wins over too small initial heap, in either order.
  require_init_error({"-Xms1", "-Xmx1", "M"}, "Too small maximum heap");
  require_init_error({"-Xmx1", "-Xms1", "M"}, "Too small maximum heap");
  require_init_error({"-Xmx2097151", "M"}, "Too small maximum heap");
  require_init_error({"-XX:MaxHeapSize=1m", "M"}, "Too small maximum heap");
  // -Xms above -Xmx in either order and spelling.
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"-Xms64m", "-Xmx32m", "M"}, {"-Xmx32m", "-Xms64m", "M"},
           {"-Xms64m", "-XX:MaxHeapSize=32m", "M"}, {"-XX:InitialHeapSize=64m", "-Xmx32m", "M"},
           {"-Xms64m", "-Xmx32m", "-XX:SoftMaxHeapSize=100g", "M"}})
    require_init_error(args, "Initial heap size set to a larger value than the maximum heap size");
  require_init_error({"-Xms32m", "-XX:MinHeapSize=64m", "M"},
                     "Incompatible minimum and initial heap sizes specified");
  require_init_error({"-XX:MinHeapSize=64m", "-Xmx32m", "M"},
                     "Incompatible minimum and maximum heap sizes specified");
  // Heap checks come before the SoftMaxHeapSize constraint.
  require_init_error({"-Xms1", "-XX:SoftMaxHeapSize=100g", "M"}, "Too small initial heap");
  require_vm_error({"-Xmx64m", "-XX:SoftMaxHeapSize=128m", "M"},
                   "SoftMaxHeapSize must be less than or equal to the maximum heap size");
  require_vm_error({"-XX:SoftMaxHeapSize=100000g", "M"},
                   "SoftMaxHeapSize must be less than or equal to the maximum heap size");
  require_vm_error({"-Xms-1", "M"}, "Invalid initial heap size: -Xms-1");
  require_vm_error({"-Xms99999999999999999999", "M"},
                   "Invalid initial heap size: -Xms99999999999999999999");

  // Accepted by java 17: 0 means the default; the last -Xms wins; 1 MB is enough; a later -Xms0
  // resets an earlier too-small InitialHeapSize; MinHeapSize above -Xms given first is fine
  // (-Xms resets it); SoftMaxHeapSize may be tiny.
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"-Xms0", "M"}, {"-XX:InitialHeapSize=0", "M"}, {"-Xms1", "-Xms2m", "M"},
           {"-Xms1m", "M"}, {"-Xms1024k", "M"}, {"-Xms0x100000", "M"},
           {"-XX:InitialHeapSize=1", "-Xms0", "M"}, {"-XX:MinHeapSize=64m", "-Xms32m", "M"},
           {"-XX:SoftMaxHeapSize=1", "-Xmx64m", "M"}, {"-Xms1g", "-Xmx1t", "M"},
           {"-Xms1G", "-Xmx0x80000000", "M"}}) {
    INFO("args: " << Catch::Detail::stringify(args));
    CHECK(run(args).started());
  }
}

TEST_CASE("heap sizes are aligned to 2 MB like HotSpot aligns to its heap alignment", "[options][heap]") {
  // java 17 -XX:+UseZGC -Xms3m -Xmx5m: InitialHeapSize 4194304, MaxHeapSize 6291456, MinHeapSize
  // 4194304, each "{command line, ergonomic}".
  const Run r = run({"-Xms3m", "-Xmx5m", "-XX:+PrintFlagsFinal", "M"});
  REQUIRE(r.started());
  const VmOptions& o = *r.outcome.options;
  CHECK(o.initial_heap_size == 4 * MB);
  CHECK(o.max_heap_size == 6 * MB);
  FlagOrigin origin;
  CHECK(xx_flag_value(o, "MinHeapSize", &origin) == std::to_string(4 * MB));
  CHECK(origin == FlagOrigin::CommandLineErgonomic);
  CHECK(r.out.find("   size_t MaxHeapSize                              = 6291456                 "
                   "                  {product} {command line, ergonomic}\n") != std::string::npos);
  const gc::GcConfig h = gc_config(o);
  CHECK(h.initial == 4 * MB);
  CHECK(h.min == 4 * MB);
  CHECK(h.max == 6 * MB);
  CHECK(h.soft_max == 6 * MB);
  // -Xms above the default maximum raises the maximum (java: MaxHeapSize {ergonomic} = -Xms).
  const size_t big = (physical_memory_bytes() / 4 + 64 * MB) / gc::kGranuleSize * gc::kGranuleSize;
  const Run raised = run({"-Xms" + std::to_string(big), "M"});
  REQUIRE(raised.started());
  CHECK(raised.outcome.options->max_heap_size == big);
  CHECK(xx_flag_value(*raised.outcome.options, "MaxHeapSize", &origin) == std::to_string(big));
  CHECK(origin == FlagOrigin::Ergonomic);
}

TEST_CASE("GC thread ergonomics and constraints", "[options][heap]") {
  // HotSpot's ParallelGCThreads formula (WorkerPolicy, JDK 17).
  CHECK(default_parallel_gc_threads(1) == 1);
  CHECK(default_parallel_gc_threads(2) == 2);
  CHECK(default_parallel_gc_threads(8) == 8);
  CHECK(default_parallel_gc_threads(9) == 8);    // 8 + 1*5/8
  CHECK(default_parallel_gc_threads(16) == 13);  // 8 + 8*5/8
  CHECK(default_parallel_gc_threads(64) == 43);  // 8 + 56*5/8
  // ConcGCThreads: max(1, ceil(25 % of CPUs)), at most ParallelGCThreads.
  CHECK(default_conc_gc_threads(1, 1) == 1);
  CHECK(default_conc_gc_threads(2, 2) == 1);
  CHECK(default_conc_gc_threads(5, 5) == 2);
  CHECK(default_conc_gc_threads(16, 13) == 4);
  CHECK(default_conc_gc_threads(16, 2) == 2);

  const unsigned cpus = online_cpu_count();
  const Run d = run({"M"});
  REQUIRE(d.started());
  FlagOrigin origin;
  CHECK(xx_flag_value(*d.outcome.options, "ParallelGCThreads", &origin) ==
        std::to_string(default_parallel_gc_threads(cpus)));
  CHECK(origin == FlagOrigin::Ergonomic);
  const gc::GcConfig h = gc_config(*d.outcome.options);
  CHECK(h.parallel_gc_threads == default_parallel_gc_threads(cpus));
  CHECK(h.conc_gc_threads == default_conc_gc_threads(cpus, h.parallel_gc_threads));

  const Run set = run({"-XX:ParallelGCThreads=3", "-XX:ConcGCThreads=3", "M"});
  REQUIRE(set.started());
  CHECK(gc_config(*set.outcome.options).parallel_gc_threads == 3);
  CHECK(gc_config(*set.outcome.options).conc_gc_threads == 3);

  // java 17 (G1): the constraint is checked before the heap sizes.
  require_vm_error({"-XX:ConcGCThreads=3", "-XX:ParallelGCThreads=2", "M"},
                   "ConcGCThreads (3) must be less than or equal to ParallelGCThreads (2)");
  require_vm_error({"-Xmx1m", "-XX:ConcGCThreads=4", "-XX:ParallelGCThreads=2", "M"},
                   "ConcGCThreads (4) must be less than or equal to ParallelGCThreads (2)");
  require_vm_error({"-XX:ConcGCThreads=4294967295", "-XX:ParallelGCThreads=2", "M"},
                   "ConcGCThreads (4294967295) must be less than or equal to ParallelGCThreads (2)");
  // java 17 -XX:+UseZGC (G1 prints -XX:+UseG1GC), before every other check.
  require_init_error({"-XX:ParallelGCThreads=0", "-Xmx1m", "-XX:ConcGCThreads=3", "M"},
                     "The flag -XX:+UseZGC can not be combined with -XX:ParallelGCThreads=0");
  require_vm_error({"-XX:ParallelGCThreads=-1", "M"},
                   "Improperly specified VM option 'ParallelGCThreads=-1'");
  // ZUncommitDelay is an uintx of seconds.
  require_vm_error({"-XX:ZUncommitDelay=1.5", "M"}, "Improperly specified VM option 'ZUncommitDelay=1.5'");
  const Run delay = run({"-XX:ZUncommitDelay=0", "M"});
  REQUIRE(delay.started());
  CHECK(gc_config(*delay.outcome.options).uncommit_delay == 0.0);
}

TEST_CASE("large-page ergonomics (JEP 545)", "[options][heap]") {
  CHECK(parse_thp_mode("always [madvise] never\n") == ThpMode::Madvise);
  CHECK(parse_thp_mode("[always] madvise never") == ThpMode::Always);
  CHECK(parse_thp_mode("always madvise [never]") == ThpMode::Never);
  CHECK(parse_thp_mode("") == ThpMode::Unsupported);
  CHECK(read_thp_mode("/nonexistent/transparent_hugepage/enabled") == ThpMode::Unsupported);

  using std::nullopt;
  auto decide = [](ThpMode m, std::optional<bool> lp, std::optional<bool> thp) {
    const LargePageDecision d = decide_large_pages(m, lp, thp);
    return std::tuple{d.use_large_pages, d.use_transparent_huge_pages, d.warn_unsupported};
  };
  // Neither flag: on where the kernel has THP, silently off where it has not.
  CHECK(decide(ThpMode::Madvise, nullopt, nullopt) == std::tuple{true, true, false});
  CHECK(decide(ThpMode::Always, nullopt, nullopt) == std::tuple{true, true, false});
  CHECK(decide(ThpMode::Never, nullopt, nullopt) == std::tuple{false, false, false});
  CHECK(decide(ThpMode::Unsupported, nullopt, nullopt) == std::tuple{false, false, false});
  // +UseTransparentHugePages implies UseLargePages; -UseLargePages turns both off.
  CHECK(decide(ThpMode::Madvise, nullopt, true) == std::tuple{true, true, false});
  CHECK(decide(ThpMode::Madvise, true, nullopt) == std::tuple{true, true, false});
  CHECK(decide(ThpMode::Madvise, false, true) == std::tuple{false, false, false});
  CHECK(decide(ThpMode::Madvise, false, nullopt) == std::tuple{false, false, false});
  CHECK(decide(ThpMode::Madvise, nullopt, false) == std::tuple{false, false, false});
  CHECK(decide(ThpMode::Madvise, true, false) == std::tuple{true, true, false});
  // Asked for on a kernel without THP: HotSpot's warning, run without.
  CHECK(decide(ThpMode::Never, nullopt, true) == std::tuple{false, false, true});
  CHECK(decide(ThpMode::Never, true, nullopt) == std::tuple{false, false, true});
  CHECK(decide(ThpMode::Unsupported, true, true) == std::tuple{false, false, true});
  CHECK(decide(ThpMode::Never, false, true) == std::tuple{false, false, false});

  // On this machine: what the kernel says decides the defaults, shown as {ergonomic}.
  const bool thp = read_thp_mode() == ThpMode::Always || read_thp_mode() == ThpMode::Madvise;
  const Run r = run({"-XX:+PrintFlagsFinal", "M"});
  REQUIRE(r.started());
  CHECK(gc_config(*r.outcome.options).large_pages == thp);
  if (thp) {
    CHECK(r.out.find("     bool UseLargePages                            = true                   "
                     "                {pd product} {ergonomic}\n") != std::string::npos);
    CHECK(r.out.find("     bool UseTransparentHugePages                  = true                   "
                     "                   {product} {ergonomic}\n") != std::string::npos);
  }
  const Run off = run({"-XX:+UseTransparentHugePages", "-XX:-UseLargePages", "M"});
  REQUIRE(off.started());
  CHECK_FALSE(gc_config(*off.outcome.options).large_pages);
  CHECK_FALSE(xx_bool(*off.outcome.options, "UseTransparentHugePages"));
}

TEST_CASE("gc_config of hand-built options", "[options][heap]") {
  VmOptions o;
  o.max_heap_size = 256 * MB;
  const gc::GcConfig h = gc_config(o);
  CHECK(h.initial == 2 * MB);
  CHECK(h.min == 2 * MB);
  CHECK(h.max == 256 * MB);
  CHECK(h.soft_max == 256 * MB);
  CHECK_FALSE(h.pre_touch);
  CHECK_FALSE(h.large_pages);
  CHECK(h.adaptive_sizing);
  CHECK(h.concurrent_pre_touch);
  CHECK(h.uncommit);
  CHECK(h.uncommit_delay == 300.0);
  CHECK(h.conc_gc_threads >= 1);
  CHECK(h.parallel_gc_threads >= h.conc_gc_threads);
  // ZGC: uncommit is implicitly off when -Xms equals -Xmx.
  const Run same = run({"-Xms64m", "-Xmx64m", "-XX:+AlwaysPreTouch", "M"});
  REQUIRE(same.started());
  CHECK_FALSE(gc_config(*same.outcome.options).uncommit);
  CHECK(gc_config(*same.outcome.options).pre_touch);
  // JEP 545's ablation: adaptive sizing without the memory worker's concurrent pre-touch.
  const Run ablation = run({"-XX:-ZConcurrentPreTouch", "M"});
  REQUIRE(ablation.started());
  CHECK_FALSE(gc_config(*ablation.outcome.options).concurrent_pre_touch);
  CHECK(gc_config(*ablation.outcome.options).adaptive_sizing);
}

TEST_CASE("gc_config carries the collector's flags too", "[options][heap]") {
  VmOptions o;
  o.max_heap_size = 64 * MB;
  const gc::GcConfig d = gc_config(o);
  CHECK(d.fragmentation_limit == 25.0);  // ZGC's default
  CHECK(d.collection_interval == 0.0);
  CHECK(d.proactive);
  CHECK_FALSE(d.verify);
  CHECK(d.stress_interval == 0);
  CHECK_FALSE(d.stress_relocate_all);
  CHECK_FALSE(d.stress_relocate_in_place);
  CHECK_FALSE(d.has_soft_max());
  CHECK(d.min_capacity() == d.initial);

  const Run r = run({"-Xmx64m", "-XX:SoftMaxHeapSize=32m", "-XX:ZFragmentationLimit=10", "-XX:ZCollectionInterval=2",
                     "-XX:-ZProactive", "-XX:+VerifyHeap", "-XX:GCStressInterval=100", "-XX:+ZStressRelocateAll",
                     "-XX:+ZStressRelocateInPlace", "M"});
  REQUIRE(r.started());
  const gc::GcConfig c = gc_config(*r.outcome.options);
  CHECK(c.soft_max == 32 * MB);
  CHECK(c.has_soft_max());
  CHECK(c.fragmentation_limit == 10.0);
  CHECK(c.collection_interval == 2.0);
  CHECK_FALSE(c.proactive);
  CHECK(c.verify);
  CHECK(c.stress_interval == 100);
  CHECK(c.stress_relocate_all);
  CHECK(c.stress_relocate_in_place);
  CHECK(c.max % gc::kGranuleSize == 0);
}

// --- argument files, the argument variables, the whole-line options ---------------------------

TEST_CASE("argument files split as java's launcher splits them", "[options][argfiles]") {
  // Each expectation was observed by running java 17 on the same file text (tests/cli has the
  // whole-launcher cases).
  using V = std::vector<std::string>;
  CHECK(tokenize_argument_file("-Dp=\"hello world\"   # a comment\nArgs\n") == V{"-Dp=hello world", "Args"});
  CHECK(tokenize_argument_file("\"a b\" c\\d \"e\\tf\" 'g h' #x y\nz") == V{"a b", "c\\d", "e\tf", "g h", "z"});
  CHECK(tokenize_argument_file("\"long \\\n    continued\" @@lit") == V{"long continued", "@@lit"});
  CHECK(tokenize_argument_file("a#b") == V{"a#b"});  // '#' comments only at an argument's start
  CHECK(tokenize_argument_file("\"unterminated\nnext") == V{"unterminated", "next"});
  CHECK(tokenize_argument_file("").empty());
}

TEST_CASE("the VM's option variables split on blanks with quotes", "[options][argfiles]") {
  using V = std::vector<std::string>;
  CHECK(tokenize_vm_options_variable("-Dp='a b'  -Xmx64m") == V{"-Dp=a b", "-Xmx64m"});
  CHECK(tokenize_vm_options_variable("  ").empty());
}

TEST_CASE("JAVA_TOOL_OPTIONS go first, _JAVA_OPTIONS last, each announced", "[options][argfiles]") {
  std::ostringstream out, err;
  ArgumentEnvironment env;
  env.java_tool_options = "-Dp=tool";
  env.java_options = "-Dp=late";
  const ParseOutcome r = parse_vm_options({"-Dp=cmd", "Main", "x"}, env, out, err);
  REQUIRE(r.options);
  CHECK(r.options->system_properties.at("p") == "late");
  CHECK(r.options->main_class == "Main");
  CHECK(r.options->program_args == std::vector<std::string>{"x"});
  CHECK(err.str() == "Picked up JAVA_TOOL_OPTIONS: -Dp=tool\nPicked up _JAVA_OPTIONS: -Dp=late\n");
}

TEST_CASE("a collector jvmlab lacks fails as in a HotSpot built without it", "[options][gc]") {
  // The text is HotSpot's for a collector its build left out (gcConfig.cpp, FAIL_IF_SELECTED);
  // two selected give java 17's own answer (tests/cli has it recorded).
  for (const char* gc : {"UseG1GC", "UseSerialGC", "UseParallelGC", "UseShenandoahGC"}) {
    const Run r = run({std::string("-XX:+") + gc, "Main"});
    INFO(gc);
    CHECK_FALSE(r.started());
    CHECK(r.exit_code() == 1);
    CHECK(r.out == std::string("Error occurred during initialization of VM\nOption -XX:+") + gc + " not supported\n");
  }
  const Run two = run({"-XX:+UseZGC", "-XX:+UseG1GC", "Main"});
  CHECK(two.out == "Error occurred during initialization of VM\nMultiple garbage collectors selected\n");
  CHECK(run({"-XX:+UseZGC", "-XX:-UseG1GC", "Main"}).started());
}

TEST_CASE("-X lists jvmlab's extra options in java's layout", "[options]") {
  const Run r = run({"-X"});
  CHECK_FALSE(r.started());
  CHECK(r.exit_code() == 0);
  CHECK(r.out == "");
  CHECK(r.err.rfind("\n    -Xbatch           disable background compilation\n", 0) == 0);
  CHECK(r.err.find("\n    -Xcomp            forces compilation of methods on first invocation\n") != std::string::npos);
  CHECK(r.err.find("\n    -Xint             interpreted mode execution only\n") != std::string::npos);
  CHECK(r.err.size() > 60);
  CHECK(r.err.substr(r.err.size() - 60) == "\n\nThese extra options are subject to change without notice.\n");
}
