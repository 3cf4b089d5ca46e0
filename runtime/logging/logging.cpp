// Unified logging: parses -Xlog option values, keeps one level per (output, tag set), and writes
// HotSpot-decorated lines through spdlog sinks created on first use. Does not decide what to log.
#include "runtime/logging/logging.hpp"

#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <ctime>
#include <memory>
#include <mutex>

#include <spdlog/details/file_helper.h>
#include <spdlog/details/null_mutex.h>
#include <spdlog/logger.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/stdout_sinks.h>

namespace jvmlab {

namespace detail {
// HotSpot's default configuration: all=warning on stdout. Constant-initialized, so checks made
// before configure_logging (or without it) see the defaults.
std::atomic<uint8_t> g_log_threshold[kLogTagCount] = {
#define JVMLAB_W uint8_t(LogLevel::Warning)
    JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W,
    JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W, JVMLAB_W,
#undef JVMLAB_W
};
static_assert(kLogTagCount == 20, "initialize g_log_threshold for every tag set");
}  // namespace detail

namespace {

const std::chrono::steady_clock::time_point g_start = std::chrono::steady_clock::now();

// --- Tag sets ------------------------------------------------------------------------------------

struct TagSetInfo {
  std::array<const char*, 3> tags;  // in HotSpot's order, unused slots nullptr
  const char* label;                // as printed: "class,load"
};

// Indexed by LogTag.
constexpr TagSetInfo kTagSets[kLogTagCount] = {
    {{"class", "load"}, "class,load"},
    {{"class", "init"}, "class,init"},
    {{"gc"}, "gc"},
    {{"gc", "init"}, "gc,init"},
    {{"gc", "heap"}, "gc,heap"},
    {{"gc", "phases"}, "gc,phases"},
    {{"gc", "reloc"}, "gc,reloc"},
    {{"gc", "stats"}, "gc,stats"},
    {{"safepoint"}, "safepoint"},
    {{"startuptime"}, "startuptime"},
    {{"logging"}, "logging"},
    {{"verification"}, "verification"},
    {{"jit", "compilation"}, "jit,compilation"},
    {{"gc", "start"}, "gc,start"},
    {{"gc", "task"}, "gc,task"},
    {{"gc", "load"}, "gc,load"},
    {{"gc", "mmu"}, "gc,mmu"},
    {{"gc", "heap", "exit"}, "gc,heap,exit"},
    {{"gc", "ergo", "heap"}, "gc,ergo,heap"},
    {{"gc", "ref"}, "gc,ref"},
};

// Every tag HotSpot 17 knows (java 17's -Xlog:help, "Available log tags"). A selection may use any
// of them (so command lines shared with `java` keep working); one that matches no jvmlab tag set
// only draws "No tag set matches selection", as in HotSpot.
constexpr const char* kHotSpotTags[] = {
    "add", "age", "alloc", "annotation", "arguments", "attach", "barrier", "biasedlocking",
    "blocks", "bot", "breakpoint", "bytecode", "cds", "census", "class", "classhisto", "cleanup",
    "codecache", "compaction", "compilation", "condy", "constantpool", "constraints", "container",
    "coops", "cpu", "cset", "data", "datacreation", "dcmd", "decoder", "defaultmethods", "director",
    "dump", "dynamic", "ergo", "event", "exceptions", "exit", "fingerprint", "free", "freelist",
    "gc", "handshake", "hashtables", "heap", "humongous", "ihop", "iklass", "indy", "init",
    "inlining", "install", "interpreter", "itables", "jfr", "jit", "jni", "jvmci", "jvmti",
    "lambda", "library", "liveness", "load", "loader", "logging", "malloc", "map", "mark",
    "marking", "membername", "memops", "metadata", "metaspace", "methodcomparator", "methodhandles",
    "mirror", "mmu", "module", "monitorinflation", "monitormismatch", "nestmates", "nmethod", "nmt",
    "normalize", "numa", "objecttagging", "obsolete", "oldobject", "oom", "oopmap", "oops",
    "oopstorage", "os", "owner", "pagesize", "parser", "patch", "path", "perf", "periodic",
    "phases", "plab", "placeholders", "preorder", "preview", "promotion", "protectiondomain",
    "ptrqueue", "purge", "record", "redefine", "ref", "refine", "region", "reloc", "remset",
    "resolve", "safepoint", "sampling", "scavenge", "sealed", "setting", "smr", "stackbarrier",
    "stackmap", "stacktrace", "stackwalk", "start", "startup", "startuptime", "state", "stats",
    "streaming", "stringdedup", "stringtable", "subclass", "survivor", "suspend", "sweep",
    "symboltable", "system", "table", "task", "thread", "throttle", "time", "timer", "tlab",
    "tracking", "trimnative", "unload", "unshareable", "update", "valuebasedclasses",
    "verification", "verify", "vmmutex", "vmoperation", "vmthread", "vtables", "vtablestubs",
    "workgang",
};

bool tagset_has(const TagSetInfo& set, std::string_view tag) {
  for (const char* t : set.tags)
    if (t != nullptr && tag == t) return true;
  return false;
}

size_t tagset_size(const TagSetInfo& set) {
  size_t n = 0;
  for (const char* t : set.tags) n += t != nullptr;
  return n;
}

bool is_known_tag(std::string_view tag) {
  for (const TagSetInfo& set : kTagSets)
    if (tagset_has(set, tag)) return true;
  for (const char* t : kHotSpotTags)
    if (tag == t) return true;
  return false;
}

// --- Levels and decorators -----------------------------------------------------------------------

const char* level_name(LogLevel level) {
  switch (level) {
    case LogLevel::Trace: return "trace";
    case LogLevel::Debug: return "debug";
    case LogLevel::Info: return "info";
    case LogLevel::Warning: return "warning";
    case LogLevel::Error: return "error";
    case LogLevel::Off: return "off";
  }
  return "?";
}

std::optional<LogLevel> parse_level(std::string_view text) {
  for (LogLevel level : {LogLevel::Trace, LogLevel::Debug, LogLevel::Info, LogLevel::Warning,
                         LogLevel::Error, LogLevel::Off})
    if (text == level_name(level)) return level;
  return std::nullopt;
}

// In HotSpot's fixed printing order (the order given on the command line does not matter).
enum Decorator : uint32_t {
  kTime, kUtcTime, kUptime, kTimeMillis, kUptimeMillis, kTimeNanos, kUptimeNanos, kHostname,
  kPid, kTid, kLevel, kTags, kDecoratorCount
};

struct DecoratorName {
  const char* name;
  const char* abbreviation;
};

constexpr DecoratorName kDecoratorNames[kDecoratorCount] = {
    {"time", "t"},          {"utctime", "utc"},     {"uptime", "u"},      {"timemillis", "tm"},
    {"uptimemillis", "um"}, {"timenanos", "tn"},    {"uptimenanos", "un"}, {"hostname", "hn"},
    {"pid", "p"},           {"tid", "ti"},          {"level", "l"},       {"tags", "tg"},
};

constexpr uint32_t kDefaultDecorators = (1u << kUptime) | (1u << kLevel) | (1u << kTags);

// --- Parsed -Xlog value --------------------------------------------------------------------------

struct Selection {
  std::vector<std::string> tags;  // empty when `all`
  bool all = false;
  bool wildcard = false;
  LogLevel level = LogLevel::Info;
  std::string text;  // tags as written, with '*', without the level: "class+gc"

  bool selects(const TagSetInfo& set) const {
    if (all) return true;
    for (const std::string& tag : tags)
      if (!tagset_has(set, tag)) return false;
    return wildcard || tags.size() == tagset_size(set);
  }
};

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    const size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// HotSpot's file rotation defaults and limit (LogFileOutput).
constexpr uint32_t kDefaultFileCount = 5;
constexpr uint64_t kDefaultFileSize = 20 * 1024 * 1024;
constexpr uint32_t kMaxFileCount = 1000;

struct ParsedOption {
  bool disable = false;
  bool help = false;
  std::vector<Selection> selections;
  std::string output = "stdout";          // "stdout", "stderr" or "file=<path>" (%p, %t expanded)
  std::optional<uint32_t> decorators;     // nullopt: keep (or default for a new output)
  bool has_output_options = false;        // a fourth field was given
  uint32_t file_count = kDefaultFileCount;
  uint64_t file_size = kDefaultFileSize;
};

// "%p" -> the pid, "%t" -> the VM's start time as 2026-12-01_22-23-10, as HotSpot's
// LogFileOutput::make_file_name; every other character as written.
std::string expand_file_name(std::string_view name) {
  static const std::string start_time = [] {
    const std::time_t now = std::chrono::system_clock::to_time_t(
        std::chrono::system_clock::now() -
        std::chrono::duration_cast<std::chrono::system_clock::duration>(
            std::chrono::steady_clock::now() - g_start));
    std::tm parts{};
    localtime_r(&now, &parts);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d_%H-%M-%S", &parts);
    return std::string(buf);
  }();
  std::string out;
  for (size_t i = 0; i < name.size(); i++) {
    if (name[i] == '%' && i + 1 < name.size() && (name[i + 1] == 'p' || name[i + 1] == 't')) {
      out += name[i + 1] == 'p' ? std::to_string(getpid()) : start_time;
      i++;
    } else {
      out += name[i];
    }
  }
  return out;
}

// A size as HotSpot's Arguments::atojulong reads it: digits with an optional K, M or G (either
// case). Returns false on anything else.
bool parse_size(std::string_view text, uint64_t* value) {
  if (text.empty()) return false;
  uint64_t n = 0;
  size_t i = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; i++) {
    if (n > (UINT64_MAX - 9) / 10) return false;
    n = n * 10 + uint64_t(text[i] - '0');
  }
  if (i == 0) return false;
  uint64_t scale = 1;
  if (i + 1 == text.size()) {
    switch (text[i]) {
      case 'k': case 'K': scale = uint64_t(1) << 10; break;
      case 'm': case 'M': scale = uint64_t(1) << 20; break;
      case 'g': case 'G': scale = uint64_t(1) << 30; break;
      default: return false;
    }
  } else if (i != text.size()) {
    return false;
  }
  if (n > UINT64_MAX / scale) return false;
  *value = n * scale;
  return true;
}

// The fourth -Xlog field for a file output: filecount=<n>,filesize=<size>. HotSpot's messages
// (LogFileOutput::parse_options), the second line naming the output as LogConfiguration does.
bool parse_output_options(std::string_view text, ParsedOption* option, std::string* error) {
  auto fail = [&](const std::string& first) {
    *error = first + "\nInitialization of output '" + option->output + "' using options '" +
             std::string(text) + "' failed.";
    return false;
  };
  for (std::string_view item : split(text, ',')) {
    const size_t eq = item.find('=');
    const std::string_view key = item.substr(0, eq);
    if (eq == std::string_view::npos) return fail("Invalid option '" + std::string(key) + "' for log file output.");
    const std::string_view value = item.substr(eq + 1);
    if (key == "filecount") {
      uint64_t n = 0;
      if (!parse_size(value, &n) || n > kMaxFileCount)
        return fail("Invalid option: filecount must be in range [0, " + std::to_string(kMaxFileCount) + "]");
      option->file_count = uint32_t(n);
    } else if (key == "filesize") {
      uint64_t n = 0;
      if (!parse_size(value, &n))
        return fail("Invalid option: filesize must be in range [0, " + std::to_string(SIZE_MAX) + "]");
      option->file_size = n;
    } else {
      return fail("Invalid option '" + std::string(key) + "' for log file output.");
    }
  }
  return true;
}

std::optional<ParsedOption> parse_option(std::string_view value, std::string* error) {
  ParsedOption option;
  if (value == "disable") {
    option.disable = true;
    return option;
  }
  if (value == "help") {
    option.help = true;
    return option;
  }
  // Split what:output:decorators:options (at most 4 fields; a file path keeps later colons).
  std::array<std::string_view, 4> fields{};
  {
    std::string_view rest = value;
    for (size_t i = 0; i < 4; i++) {
      const size_t colon = i < 3 ? rest.find(':') : std::string_view::npos;
      fields[i] = rest.substr(0, colon);
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }

  // Selections
  const std::string_view what = fields[0].empty() ? std::string_view("all") : fields[0];
  for (std::string_view item : split(what, ',')) {
    Selection sel;
    const size_t eq = item.find('=');
    if (eq != std::string_view::npos) {
      const auto level = parse_level(item.substr(eq + 1));
      if (!level) {
        *error = "Invalid level '" + std::string(item.substr(eq + 1)) + "' in log selection.";
        return std::nullopt;
      }
      sel.level = *level;
      item = item.substr(0, eq);
    }
    sel.text = std::string(item);
    if (!item.empty() && item.back() == '*') {
      sel.wildcard = true;
      item.remove_suffix(1);
    }
    if (item == "all") {
      sel.all = true;
    } else {
      for (std::string_view tag : split(item, '+')) {
        if (!is_known_tag(tag)) {
          *error = "Invalid tag '" + std::string(tag) + "' in log selection.";
          return std::nullopt;
        }
        sel.tags.emplace_back(tag);
      }
    }
    option.selections.push_back(std::move(sel));
  }

  // Output
  const std::string_view output = fields[1];
  if (output.empty() || output == "stdout" || output == "#0") option.output = "stdout";
  else if (output == "stderr" || output == "#1") option.output = "stderr";
  else if (output.substr(0, 5) == "file=") option.output = "file=" + expand_file_name(output.substr(5));
  else option.output = "file=" + expand_file_name(output);  // HotSpot: a bare name is a file name

  // Decorators
  if (!fields[2].empty()) {
    uint32_t decorators = 0;
    const auto names = split(fields[2], ',');
    for (std::string_view name : names) {
      if (name == "none" && names.size() == 1) break;
      bool found = false;
      for (uint32_t d = 0; d < kDecoratorCount; d++) {
        if (name == kDecoratorNames[d].name || name == kDecoratorNames[d].abbreviation) {
          decorators |= 1u << d;
          found = true;
        }
      }
      if (!found) {
        *error = "Invalid decorator '" + std::string(name) + "'.";
        return std::nullopt;
      }
    }
    option.decorators = decorators;
  }

  // Output options (file outputs; for stdout and stderr they are ignored with a warning)
  if (!fields[3].empty()) {
    option.has_output_options = true;
    if (option.output.rfind("file=", 0) == 0 && !parse_output_options(fields[3], &option, error))
      return std::nullopt;
  }
  return option;
}

// --- Outputs and state ---------------------------------------------------------------------------

// A log file as HotSpot's LogFileOutput keeps it, on spdlog's sink interface: an existing file is
// archived at start (renamed to <path>.<i>: the first unused i, else the oldest), and the file
// rotates when a write brings it to `file_size` bytes: it is renamed to <path>.<i> for the next i
// in a ring of `file_count` and a fresh file opened. The index has as many digits as
// file_count-1 (gc.log.0 .. gc.log.4; gc.log.00 .. gc.log.10). file_count 0: no rotation, an
// existing file is truncated; file_size 0: no automatic rotation. (spdlog's own rotating sink
// names files gc.1.log and shifts every file at each rotation, which is not HotSpot's scheme.)
// Not thread-safe by itself: LogState's mutex serializes the writes.
class RotatingLogFileSink final : public spdlog::sinks::base_sink<spdlog::details::null_mutex> {
 public:
  RotatingLogFileSink(std::string path, uint32_t file_count, uint64_t file_size)
      : path_(std::move(path)), file_count_(file_count), file_size_(file_size) {
    for (uint32_t n = file_count_ > 1 ? file_count_ - 1 : 0; n >= 10; n /= 10) digits_++;
    std::error_code ec;
    const bool exists = std::filesystem::exists(path_, ec);
    if (exists && file_count_ > 0) {
      next_ = first_archive_index();
      archive();
    }
    file_.open(path_, /*truncate=*/true);
  }

 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t formatted;
    formatter_->format(msg, formatted);
    file_.write(formatted);
    written_ += formatted.size();
    if (file_count_ > 0 && file_size_ > 0 && written_ >= file_size_) {
      file_.close();
      archive();
      file_.open(path_, /*truncate=*/true);
      written_ = 0;
    }
  }
  void flush_() override { file_.flush(); }

 private:
  std::string archive_name(uint32_t index) const {
    std::string number = std::to_string(index);
    if (number.size() < digits_) number = std::string(digits_ - number.size(), '0') + number;
    return path_ + "." + number;
  }
  // HotSpot's next_file_number: the first index with no file, else the oldest file's.
  uint32_t first_archive_index() const {
    uint32_t oldest = 0;
    std::filesystem::file_time_type oldest_time = std::filesystem::file_time_type::max();
    for (uint32_t i = 0; i < file_count_; i++) {
      std::error_code ec;
      const auto time = std::filesystem::last_write_time(archive_name(i), ec);
      if (ec) return i;
      if (time < oldest_time) {
        oldest_time = time;
        oldest = i;
      }
    }
    return oldest;
  }
  void archive() {
    std::error_code ec;
    std::filesystem::rename(path_, archive_name(next_), ec);
    next_ = (next_ + 1) % file_count_;
  }

  std::string path_;
  uint32_t file_count_;
  uint64_t file_size_;
  size_t digits_ = 1;
  uint32_t next_ = 0;       // index the next archived file gets
  uint64_t written_ = 0;    // bytes in the current file
  spdlog::details::file_helper file_;
};

struct Output {
  std::string name;  // "stdout", "stderr", "file=<path>"
  uint32_t file_count = kDefaultFileCount;  // rotation, file outputs only
  uint64_t file_size = kDefaultFileSize;
  std::array<LogLevel, kLogTagCount> levels;
  uint32_t decorators = kDefaultDecorators;
  std::array<size_t, kDecoratorCount> widths{};  // widest value printed so far, for padding
  std::shared_ptr<spdlog::logger> logger;        // created on first write (or at configure for
                                                 // files, to report open errors early)
};

struct LogState {
  std::mutex mutex;  // guards everything below; held while a line is formatted and written
  std::vector<std::unique_ptr<Output>> outputs;

  LogState() { set_defaults(); }

  void set_defaults() {
    outputs.clear();
    auto out = std::make_unique<Output>();
    out->name = "stdout";
    out->levels.fill(LogLevel::Warning);
    auto err = std::make_unique<Output>();
    err->name = "stderr";
    err->levels.fill(LogLevel::Off);
    outputs.push_back(std::move(out));
    outputs.push_back(std::move(err));
  }

  void publish_thresholds() {
    for (size_t t = 0; t < kLogTagCount; t++) {
      LogLevel lowest = LogLevel::Off;
      for (const auto& output : outputs)
        if (output->levels[t] < lowest) lowest = output->levels[t];
      detail::g_log_threshold[t].store(uint8_t(lowest), std::memory_order_relaxed);
    }
  }

  bool has(const std::string& name) const {
    for (const auto& output : outputs)
      if (output->name == name) return true;
    return false;
  }

  Output& find_or_add(const std::string& name) {
    for (auto& output : outputs)
      if (output->name == name) return *output;
    auto output = std::make_unique<Output>();
    output->name = name;
    output->levels.fill(LogLevel::Off);
    outputs.push_back(std::move(output));
    return *outputs.back();
  }
};

LogState& state() {
  static LogState instance;
  return instance;
}

std::shared_ptr<spdlog::logger> make_logger(const Output& output) {
  const std::string& name = output.name;
  std::shared_ptr<spdlog::sinks::sink> sink;
  if (name == "stdout") sink = std::make_shared<spdlog::sinks::stdout_sink_st>();
  else if (name == "stderr") sink = std::make_shared<spdlog::sinks::stderr_sink_st>();
  else sink = std::make_shared<RotatingLogFileSink>(name.substr(5), output.file_count, output.file_size);
  auto logger = std::make_shared<spdlog::logger>("jvmlab-" + name, std::move(sink));
  logger->set_pattern("%v");  // we decorate ourselves
  logger->set_level(spdlog::level::trace);
  logger->flush_on(spdlog::level::trace);
  return logger;
}

int64_t nanos_since_start() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() -
                                                              g_start)
      .count();
}

std::string wall_time(bool utc) {
  const auto now = std::chrono::system_clock::now();
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  const int millis = int(
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000);
  std::tm parts{};
  if (utc) gmtime_r(&seconds, &parts);
  else localtime_r(&seconds, &parts);
  char date[32], zone[16];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &parts);
  std::strftime(zone, sizeof zone, "%z", &parts);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s.%03d%s", date, millis, utc ? "+0000" : zone);
  return buf;
}

std::string decoration_value(uint32_t decorator, LogTag tag, LogLevel level) {
  using namespace std::chrono;
  char buf[64];
  switch (decorator) {
    case kTime: return wall_time(false);
    case kUtcTime: return wall_time(true);
    case kUptime:
      std::snprintf(buf, sizeof buf, "%.3fs", double(nanos_since_start()) / 1e9);
      return buf;
    case kTimeMillis:
      return std::to_string(
                 duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count()) +
             "ms";
    case kUptimeMillis: return std::to_string(nanos_since_start() / 1000000) + "ms";
    case kTimeNanos:
      return std::to_string(
                 duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count()) +
             "ns";
    case kUptimeNanos: return std::to_string(nanos_since_start()) + "ns";
    case kHostname: {
      char host[256] = {};
      gethostname(host, sizeof host - 1);
      return host;
    }
    case kPid: return std::to_string(getpid());
    case kTid: return std::to_string(long(syscall(SYS_gettid)));
    case kLevel: return level_name(level);
    case kTags: return kTagSets[size_t(tag)].label;
  }
  return "";
}

// "[0.012s][info ][class,load] message": each decoration padded to the widest seen on `output`.
std::string decorate(Output& output, LogTag tag, LogLevel level, std::string_view message) {
  std::string line;
  for (uint32_t d = 0; d < kDecoratorCount; d++) {
    if ((output.decorators & (1u << d)) == 0) continue;
    const std::string value = decoration_value(d, tag, level);
    output.widths[d] = std::max(output.widths[d], value.size());
    line += '[';
    line += value;
    line.append(output.widths[d] - value.size(), ' ');
    line += ']';
  }
  if (output.decorators != 0) line += ' ';
  line += message;
  return line;
}

void warn_unmatched(const Selection& sel) {
  for (const TagSetInfo& set : kTagSets)
    if (sel.selects(set)) return;
  std::string message = "No tag set matches selection: " + sel.text + ".";
  std::string suggestions;
  for (const std::string& tag : sel.tags) {
    for (const TagSetInfo& set : kTagSets) {
      if (tagset_has(set, tag)) {
        suggestions += " " + tag + "*";
        break;
      }
    }
  }
  if (!suggestions.empty()) message += " Did you mean any of the following?" + suggestions;
  log_write(LogTag::Logging, LogLevel::Warning, message);
}

}  // namespace

void log_write(LogTag tag, LogLevel level, std::string_view message) {
  LogState& s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  for (auto& output : s.outputs) {
    if (level < output->levels[size_t(tag)]) continue;
    if (!output->logger) output->logger = make_logger(*output);
    const std::string line = decorate(*output, tag, level, message);
    output->logger->log(spdlog::level::info, "{}", line);
  }
}

void log_write_message(std::span<const LogLine> lines) {
  LogState& s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  for (auto& output : s.outputs) {
    for (const LogLine& l : lines) {
      if (l.level < output->levels[size_t(l.tag)]) continue;
      if (!output->logger) output->logger = make_logger(*output);
      output->logger->log(spdlog::level::info, "{}", decorate(*output, l.tag, l.level, l.text));
    }
  }
}

std::optional<std::string> check_log_option(std::string_view value) {
  std::string error;
  if (parse_option(value, &error)) return std::nullopt;
  return error;
}

void configure_logging(const std::vector<std::string>& selections) {
  if (selections.empty()) return;  // keep the defaults; touch nothing
  LogState& s = state();
  for (const std::string& value : selections) {
    std::string error;
    const auto option = parse_option(value, &error);
    if (!option || option->help) continue;
    bool ignored_options = false;
    {
      std::lock_guard<std::mutex> lock(s.mutex);
      if (option->disable) {
        for (auto& output : s.outputs) output->levels.fill(LogLevel::Off);
      } else {
        const bool existed = s.has(option->output);
        Output& output = s.find_or_add(option->output);
        if (option->has_output_options) {
          if (existed) {
            ignored_options = true;
          } else {
            output.file_count = option->file_count;
            output.file_size = option->file_size;
          }
        }
        if (option->decorators) output.decorators = *option->decorators;
        for (size_t t = 0; t < kLogTagCount; t++)
          for (const Selection& sel : option->selections)
            if (sel.selects(kTagSets[t])) output.levels[t] = sel.level;
        if (!output.logger && output.name.rfind("file=", 0) == 0) {
          try {
            output.logger = make_logger(output);
          } catch (const std::exception& e) {
            std::fprintf(stderr, "%s\n",
                         format_log_line(LogTag::Logging, LogLevel::Error,
                                         "Error opening log file '" + output.name.substr(5) +
                                             "': " + e.what())
                             .c_str());
            output.levels.fill(LogLevel::Off);
          }
        }
      }
      s.publish_thresholds();
    }
    if (ignored_options)
      log_write(LogTag::Logging, LogLevel::Warning, "Output options for existing outputs are ignored.");
    for (const Selection& sel : option->selections) warn_unmatched(sel);
  }
}

void reset_logging() {
  LogState& s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.set_defaults();
  s.publish_thresholds();
}

double log_uptime_seconds() { return double(nanos_since_start()) / 1e9; }

std::string format_log_line(LogTag tag, LogLevel level, std::string_view message) {
  std::string line;
  for (uint32_t d : {kUptime, kLevel, kTags}) line += "[" + decoration_value(d, tag, level) + "]";
  line += ' ';
  line += message;
  return line;
}

std::string log_help_text() {
  std::string text =
      "-Xlog Usage: -Xlog[:[selections][:[output][:[decorators][:output-options]]]]\n"
      "\t where 'selections' are combinations of tags and levels of the form "
      "tag1[+tag2...][*][=level][,...]\n"
      "\t NOTE: Unless wildcard (*) is specified, only log messages tagged with exactly the tags "
      "specified will be matched.\n\n"
      "Available log levels:\n off, trace, debug, info, warning, error\n\n"
      "Available log decorators:\n";
  for (uint32_t d = 0; d < kDecoratorCount; d++) {
    text += std::string(d == 0 ? " " : ", ") + kDecoratorNames[d].name + " (" +
            kDecoratorNames[d].abbreviation + ")";
  }
  text += "\n Decorators can also be specified as 'none' for no decoration.\n\n"
          "Available log tag sets in jvmlab:\n";
  for (const TagSetInfo& set : kTagSets) {
    std::string name;
    for (const char* t : set.tags)
      if (t != nullptr) name += (name.empty() ? "" : "+") + std::string(t);
    text += " " + name + "\n";
  }
  text +=
      "\nAvailable log outputs:\n stdout/stderr\n file=<filename>\n"
      "  If the filename contains %p and/or %t, they will expand to the JVM's PID and startup "
      "timestamp, respectively.\n"
      "  Additional output-options for file outputs:\n"
      "   filesize=..  - Target byte size for log rotation (supports K/M/G suffix). If set to 0, "
      "log rotation will not trigger automatically.\n"
      "   filecount=.. - Number of files to keep in rotation (not counting the active file). If "
      "set to 0, log rotation is disabled. This will cause existing log files to be "
      "overwritten.\n\n"
      "Some examples:\n"
      " -Xlog\n\t Log all messages up to 'info' level to stdout with 'uptime', 'levels' and "
      "'tags' decorations.\n"
      " -Xlog:gc*\n\t Log messages tagged with at least 'gc' up to 'info' level.\n"
      " -Xlog:class+load\n\t Log one line per loaded class.\n"
      " -Xlog:gc+init=info:stderr:uptime,level\n\t Log the heap configuration to stderr.\n"
      " -Xlog:gc*:file=gc-%p.log::filecount=5,filesize=1m\n\t Log every gc tag set to a "
      "rotating set of 5 files of 1 MB, named after the process id.\n"
      " -Xlog:disable\n\t Turn off all logging, including warnings and errors.\n";
  return text;
}

}  // namespace jvmlab
