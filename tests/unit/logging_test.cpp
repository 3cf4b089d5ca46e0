// Unified logging: -Xlog selection semantics (exact tag sets, wildcards, levels, disable) and
// HotSpot's line decoration, checked against what `java -Xlog:...` 17 prints.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "runtime/logging/logging.hpp"

using namespace jvmlab;

namespace {

// Restores the default configuration around each test.
struct LoggingReset {
  LoggingReset() { reset_logging(); }
  ~LoggingReset() { reset_logging(); }
};

std::string temp_log_path(const char* name) {
  return "/tmp/jvmlab-logging-test-" + std::to_string(getpid()) + "-" + name + ".log";
}

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("default configuration is all=warning", "[logging]") {
  LoggingReset reset;
  for (size_t t = 0; t < kLogTagCount; t++) {
    CHECK_FALSE(log_enabled(LogTag(t), LogLevel::Info));
    CHECK(log_enabled(LogTag(t), LogLevel::Warning));
    CHECK(log_enabled(LogTag(t), LogLevel::Error));
  }
  configure_logging({});  // no -Xlog: nothing changes
  CHECK_FALSE(log_enabled(LogTag::Gc, LogLevel::Info));
}

TEST_CASE("selections: exact tag sets, wildcards, levels", "[logging]") {
  LoggingReset reset;
  SECTION("gc selects only the gc tag set") {
    configure_logging({"gc"});
    CHECK(log_enabled(LogTag::Gc, LogLevel::Info));
    CHECK_FALSE(log_enabled(LogTag::Gc, LogLevel::Debug));
    CHECK_FALSE(log_enabled(LogTag::GcInit, LogLevel::Info));
    CHECK_FALSE(log_enabled(LogTag::ClassLoad, LogLevel::Info));
  }
  SECTION("gc* selects every tag set containing gc") {
    configure_logging({"gc*"});
    for (LogTag t : {LogTag::Gc, LogTag::GcInit, LogTag::GcHeap, LogTag::GcPhases})
      CHECK(log_enabled(t, LogLevel::Info));
    CHECK_FALSE(log_enabled(LogTag::ClassLoad, LogLevel::Info));
    CHECK_FALSE(log_enabled(LogTag::StartupTime, LogLevel::Info));
  }
  SECTION("tag order does not matter; levels apply") {
    configure_logging({"init+gc=debug"});
    CHECK(log_enabled(LogTag::GcInit, LogLevel::Debug));
    CHECK_FALSE(log_enabled(LogTag::GcInit, LogLevel::Trace));
    CHECK_FALSE(log_enabled(LogTag::Gc, LogLevel::Info));
  }
  SECTION("comma-separated selections and a bare -Xlog (all=info)") {
    configure_logging({"class+load,class+init=debug"});
    CHECK(log_enabled(LogTag::ClassLoad, LogLevel::Info));
    CHECK(log_enabled(LogTag::ClassInit, LogLevel::Debug));
    configure_logging({""});
    CHECK(log_enabled(LogTag::StartupTime, LogLevel::Info));
  }
  SECTION("later options override earlier ones; disable turns everything off") {
    configure_logging({"gc=info", "gc=off"});
    CHECK_FALSE(log_enabled(LogTag::Gc, LogLevel::Error));
    configure_logging({"class+load", "disable"});
    CHECK_FALSE(log_enabled(LogTag::ClassLoad, LogLevel::Info));
    CHECK_FALSE(log_enabled(LogTag::Gc, LogLevel::Warning));  // default warnings off too
    configure_logging({"disable", "gc"});  // java -Xlog:disable -Xlog:gc prints gc lines
    CHECK(log_enabled(LogTag::Gc, LogLevel::Info));
  }
}

TEST_CASE("check_log_option gives HotSpot's messages", "[logging]") {
  CHECK_FALSE(check_log_option("class+load").has_value());
  CHECK_FALSE(check_log_option("gc*").has_value());
  CHECK_FALSE(check_log_option("gc+init=info").has_value());
  CHECK_FALSE(check_log_option("disable").has_value());
  CHECK_FALSE(check_log_option("").has_value());
  CHECK_FALSE(check_log_option("gc:stderr:uptime,level,tags").has_value());
  CHECK_FALSE(check_log_option("gc:stdout:none").has_value());
  CHECK_FALSE(check_log_option("gc+ref").has_value());  // a HotSpot tag: warns, not an error
  CHECK(check_log_option("foo") == "Invalid tag 'foo' in log selection.");
  CHECK(check_log_option("class+foo") == "Invalid tag 'foo' in log selection.");
  CHECK(check_log_option("gc=bar") == "Invalid level 'bar' in log selection.");
  CHECK(check_log_option("gc:stdout:foo") == "Invalid decorator 'foo'.");
  CHECK(check_log_option("gc:stdout:uptime,none") == "Invalid decorator 'none'.");
}

TEST_CASE("lines carry HotSpot's decorations", "[logging]") {
  LoggingReset reset;
  const std::string path = temp_log_path("decorations");
  configure_logging({"class+load,gc+init:file=" + path});
  log_fmt(LogTag::ClassLoad, LogLevel::Info, "java.lang.Object source: {}", "jrt:/java.base");
  log_fmt(LogTag::GcInit, LogLevel::Info, "Heap Max Capacity: {}M", 64);
  log_fmt(LogTag::Gc, LogLevel::Info, "not selected");
  reset_logging();  // closes the file
  const auto lines = read_lines(path);
  std::remove(path.c_str());
  REQUIRE(lines.size() == 2);
  // java -Xlog:class+load: "[0.054s][info][class,load] java.lang.Object source: shared objects file"
  CHECK(std::regex_match(
      lines[0], std::regex(R"(\[[0-9]+\.[0-9]{3}s\]\[info\]\[class,load\] java\.lang\.Object source: jrt:/java\.base)")));
  // HotSpot pads each decoration to the widest seen so far on the output
  // (java: "[info ][class,init  ]" after "[debug][gc,metaspace]").
  CHECK(std::regex_match(
      lines[1], std::regex(R"(\[[0-9]+\.[0-9]{3}s\]\[info\]\[gc,init   \] Heap Max Capacity: 64M)")));
}

TEST_CASE("decorator choices", "[logging]") {
  LoggingReset reset;
  const std::string none = temp_log_path("none");
  const std::string millis = temp_log_path("millis");
  configure_logging({"gc:file=" + none + ":none", "gc:file=" + millis + ":level,uptimemillis"});
  log_fmt(LogTag::Gc, LogLevel::Info, "Using The Z Garbage Collector");
  reset_logging();
  const auto none_lines = read_lines(none);
  const auto millis_lines = read_lines(millis);
  std::remove(none.c_str());
  std::remove(millis.c_str());
  // java -Xlog:gc:stdout:none -XX:+UseZGC: "Using The Z Garbage Collector"
  CHECK(none_lines == std::vector<std::string>{"Using The Z Garbage Collector"});
  // HotSpot prints decorators in its fixed order, not the order given: "[7ms][info] ..."
  REQUIRE(millis_lines.size() == 1);
  CHECK(std::regex_match(millis_lines[0],
                         std::regex(R"(\[[0-9]+ms\]\[info\] Using The Z Garbage Collector)")));
}

TEST_CASE("format_log_line uses the default decorations", "[logging]") {
  CHECK(std::regex_match(format_log_line(LogTag::Logging, LogLevel::Error, "x y"),
                         std::regex(R"(\[[0-9]+\.[0-9]{3}s\]\[error\]\[logging\] x y)")));
  CHECK(log_uptime_seconds() >= 0.0);
}

TEST_CASE("every ZGC 17 tag set and every HotSpot tag is accepted", "[logging]") {
  // java -XX:+UseZGC -Xlog:gc+heap+exit (and gc+mmu, ...) runs; tags are java 17's -Xlog:help list.
  for (const char* selection : {"gc+heap+exit", "gc+mmu", "gc+start", "gc+task", "gc+load",
                                "gc+marking", "gc+nmethod", "gc+metaspace", "gc+ref", "gc+ergo+heap",
                                "gc+phases+start=debug", "gc+alloc+region", "jit+compilation"})
    CHECK_FALSE(check_log_option(selection).has_value());
  LoggingReset reset;
  configure_logging({"gc*:stderr"});
  for (LogTag t : {LogTag::GcStart, LogTag::GcTask, LogTag::GcLoad, LogTag::GcMmu, LogTag::GcHeapExit,
                   LogTag::GcErgoHeap})
    CHECK(log_enabled(t, LogLevel::Info));
}

TEST_CASE("output options: HotSpot's messages", "[logging]") {
  // java 17: -Xlog:gc:file=x.log::foo=1 and friends.
  CHECK(check_log_option("gc:file=x.log::foo=1") ==
        "Invalid option 'foo' for log file output.\n"
        "Initialization of output 'file=x.log' using options 'foo=1' failed.");
  CHECK(check_log_option("gc:file=x.log::filecount=2000") ==
        "Invalid option: filecount must be in range [0, 1000]\n"
        "Initialization of output 'file=x.log' using options 'filecount=2000' failed.");
  CHECK(check_log_option("gc:file=x.log::filesize=abc") ==
        "Invalid option: filesize must be in range [0, 18446744073709551615]\n"
        "Initialization of output 'file=x.log' using options 'filesize=abc' failed.");
  CHECK(check_log_option("gc:file=x.log::filecount") ==
        "Invalid option 'filecount' for log file output.\n"
        "Initialization of output 'file=x.log' using options 'filecount' failed.");
  CHECK_FALSE(check_log_option("gc:file=x.log::filecount=5,filesize=1m").has_value());
  CHECK_FALSE(check_log_option("gc:file=x.log::filesize=0").has_value());
  CHECK_FALSE(check_log_option("gc:stdout::filecount=2").has_value());  // ignored, with a warning
}

TEST_CASE("file outputs rotate as HotSpot's: path.0, path.1, ... in a ring", "[logging]") {
  LoggingReset reset;
  const std::string path = temp_log_path("rotate");
  { std::ofstream(path) << "an older log\n"; }  // archived to path.0 at start
  configure_logging({"gc:file=" + path + ":none:filecount=3,filesize=100"});
  for (int i = 0; i < 12; i++) log_fmt(LogTag::Gc, LogLevel::Info, "line {} of a rotating log", i);  // 27 bytes
  reset_logging();
  std::vector<std::string> names = {path, path + ".0", path + ".1", path + ".2"};
  // 12 lines of 27 bytes: a rotation after every 4th line (108 >= 100 bytes), three rotations;
  // the ring .0 (older log), .1, .2, then .0 again.
  CHECK(read_lines(path + ".1") == std::vector<std::string>{"line 0 of a rotating log", "line 1 of a rotating log",
                                                           "line 2 of a rotating log", "line 3 of a rotating log"});
  CHECK(read_lines(path + ".2").front() == "line 4 of a rotating log");
  CHECK(read_lines(path + ".0").front() == "line 8 of a rotating log");
  CHECK(read_lines(path).empty());
  CHECK_FALSE(std::ifstream(path + ".3").good());
  for (const std::string& n : names) std::remove(n.c_str());

  // Index width: filecount 11 numbers the files .00 .. .10, as HotSpot.
  const std::string wide = temp_log_path("wide");
  configure_logging({"gc:file=" + wide + ":none:filecount=11,filesize=10"});
  log_fmt(LogTag::Gc, LogLevel::Info, "more than ten bytes");
  reset_logging();
  CHECK(read_lines(wide + ".00") == std::vector<std::string>{"more than ten bytes"});
  std::remove(wide.c_str());
  std::remove((wide + ".00").c_str());
}

TEST_CASE("%p in a file name is the pid", "[logging]") {
  LoggingReset reset;
  const std::string pattern = "/tmp/jvmlab-logging-test-pid-%p.log";
  const std::string path = "/tmp/jvmlab-logging-test-pid-" + std::to_string(getpid()) + ".log";
  configure_logging({"gc:file=" + pattern + ":none"});
  log_fmt(LogTag::Gc, LogLevel::Info, "named after the process");
  reset_logging();
  CHECK(read_lines(path) == std::vector<std::string>{"named after the process"});
  std::remove(path.c_str());
}

TEST_CASE("a multi-line message is never split by another thread's lines", "[logging]") {
  LoggingReset reset;
  const std::string path = temp_log_path("message");
  configure_logging({"gc,gc+stats,gc+heap+exit=info:file=" + path + ":none"});
  std::atomic<bool> stop{false};
  std::thread other([&] {
    while (!stop.load()) log_fmt(LogTag::Gc, LogLevel::Info, "cycle line");
  });
  constexpr int kMessages = 200, kLines = 12;
  for (int m = 0; m < kMessages; m++) {
    std::vector<LogLine> message;
    for (int i = 0; i < kLines; i++) message.push_back({LogTag::GcStats, LogLevel::Info, fmt::format("table {} row {}", m, i)});
    // A tag set this output does not select is left out, as log_write leaves it out.
    message.push_back({LogTag::ClassLoad, LogLevel::Info, "not selected"});
    message.push_back({LogTag::GcHeapExit, LogLevel::Info, fmt::format("table {} end", m)});
    log_write_message(message);
  }
  stop = true;
  other.join();
  reset_logging();
  const auto lines = read_lines(path);
  std::remove(path.c_str());
  int tables = 0;
  for (size_t i = 0; i < lines.size(); i++) {
    if (lines[i].rfind("table ", 0) != 0 || lines[i].find(" row 0") == std::string::npos) continue;
    const std::string prefix = lines[i].substr(0, lines[i].find(" row"));
    REQUIRE(i + kLines < lines.size());
    for (int r = 1; r < kLines; r++) CHECK(lines[i + size_t(r)] == fmt::format("{} row {}", prefix, r));
    CHECK(lines[i + kLines] == prefix + " end");
    tables++;
  }
  CHECK(tables == kMessages);
  CHECK(std::count(lines.begin(), lines.end(), "not selected") == 0);
}
