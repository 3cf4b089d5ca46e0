// Option parsing: java-compatible command lines, sizes, -XX flags and PrintFlagsFinal. Every
// expected error text, stream and exit code was recorded from `java` 17.0.21 on this machine.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <sstream>

#include "runtime/flags.hpp"
#include "runtime/options.hpp"

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
  const size_t default_max = (physical_memory_bytes() / 4 + 2 * MB - 1) / (2 * MB) * (2 * MB);
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

  // All accepted by java 17: suffixes and hex on integer flags, GC selectors.
  const Run s = run({"-XX:+AlwaysPreTouch", "-XX:ZUncommitDelay=1k", "-XX:CompileThreshold=1k",
                     "-XX:MaxJavaStackTraceDepth=0x10", "-XX:-UseZGC", "-XX:+UseZGC",
                     "-XX:+UseG1GC", "-XX:ZCollectionInterval=0.5", "-XX:ConcGCThreads=0",
                     "-XX:+PrintFlagsFinal", "M"});
  REQUIRE(s.started());
  const VmOptions& t = *s.outcome.options;
  CHECK(xx_bool(t, "AlwaysPreTouch"));
  CHECK(xx_uint(t, "ZUncommitDelay") == 1024);  // java's PrintFlagsFinal shows 1024
  CHECK(xx_int(t, "CompileThreshold") == 1024);
  CHECK(xx_int(t, "MaxJavaStackTraceDepth") == 16);
  CHECK(xx_bool(t, "UseZGC"));
  CHECK(xx_bool(t, "UseG1GC"));  // accepted, ignored by the VM
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
