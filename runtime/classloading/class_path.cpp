// Class-path entries (directories and JAR files through libzip) and JAR manifests: see
// class_path.hpp.
#include "runtime/classloading/class_path.hpp"

#include <dlfcn.h>
#include <fcntl.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "classfile/utf8.hpp"

namespace jvmlab {

bool read_regular_file(const std::string& path, std::vector<uint8_t>& out) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return false;
  }
  out.resize(size_t(st.st_size));
  size_t done = 0;
  while (done < out.size()) {
    ssize_t n = ::read(fd, out.data() + done, out.size() - done);
    if (n <= 0) break;
    done += size_t(n);
  }
  ::close(fd);
  out.resize(done);
  return true;
}

namespace {

/// libzip, loaded on the first JAR: linking it would load libcrypto, libz and libbz2 into every
/// start of the VM (measured on the build machine: ~20 ms more per process start, 300 starts of
/// an empty program), while most runs never open a JAR.
struct ZipApi {
  decltype(&zip_open) open = nullptr;
  decltype(&zip_stat_init) stat_init = nullptr;
  decltype(&zip_stat) stat = nullptr;
  decltype(&zip_fopen) fopen = nullptr;
  decltype(&zip_fread) fread = nullptr;
  decltype(&zip_fclose) fclose = nullptr;
};

/// The libzip functions, or null if the library cannot be loaded. Thread-safe (call_once).
const ZipApi* zip_api() {
  static ZipApi api;
  static bool loaded = false;
  static std::once_flag once;
  std::call_once(once, [] {
    void* lib = nullptr;
    for (const char* name : {"libzip.so.4", "libzip.so.5", "libzip.so"}) {
      if ((lib = dlopen(name, RTLD_NOW | RTLD_LOCAL)) != nullptr) break;
    }
    if (!lib) return;
    api.open = reinterpret_cast<decltype(&zip_open)>(dlsym(lib, "zip_open"));
    api.stat_init = reinterpret_cast<decltype(&zip_stat_init)>(dlsym(lib, "zip_stat_init"));
    api.stat = reinterpret_cast<decltype(&zip_stat)>(dlsym(lib, "zip_stat"));
    api.fopen = reinterpret_cast<decltype(&zip_fopen)>(dlsym(lib, "zip_fopen"));
    api.fread = reinterpret_cast<decltype(&zip_fread)>(dlsym(lib, "zip_fread"));
    api.fclose = reinterpret_cast<decltype(&zip_fclose)>(dlsym(lib, "zip_fclose"));
    loaded = api.open && api.stat_init && api.stat && api.fopen && api.fread && api.fclose;
  });
  return loaded ? &api : nullptr;
}

/// Why a JAR could not be opened, in the launcher's three words.
enum class JarStatus { Ok, Inaccessible, Corrupt };

/// One open JAR. libzip's zip_t is not safe for concurrent reads, so each archive has a lock;
/// the manifest's Class-Path is resolved once at open.
struct JarArchive {
  std::mutex lock;                      // guards `zip` (every libzip call on it)
  zip_t* zip = nullptr;                 // owned; never closed (archives live as long as the VM)
  bool has_manifest = false;            // META-INF/MANIFEST.MF exists
  std::string manifest;                 // its bytes
  std::vector<std::string> class_path;  // manifest Class-Path entries, resolved to paths
};

/// Opened archives by path (also failures, as status). Guarded by jars_lock. A process-wide
/// cache: class-path JARs are opened once, as java keeps them open.
std::mutex jars_lock;
std::unordered_map<std::string, std::pair<JarStatus, std::shared_ptr<JarArchive>>>& jar_cache() {
  static auto* cache =
      new std::unordered_map<std::string, std::pair<JarStatus, std::shared_ptr<JarArchive>>>();
  return *cache;
}

/// Reads entry `name` of an open archive (caller holds jar.lock). False if absent or unreadable.
bool read_entry_locked(JarArchive& jar, const std::string& name, std::vector<uint8_t>& out) {
  const ZipApi* zip = zip_api();
  zip_stat_t st;
  zip->stat_init(&st);
  if (zip->stat(jar.zip, name.c_str(), 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE)) return false;
  zip_file_t* f = zip->fopen(jar.zip, name.c_str(), 0);
  if (!f) return false;
  out.resize(size_t(st.size));
  size_t done = 0;
  while (done < out.size()) {
    zip_int64_t n = zip->fread(f, out.data() + done, out.size() - done);
    if (n <= 0) break;
    done += size_t(n);
  }
  zip->fclose(f);
  return done == out.size();
}

std::string directory_of(const std::string& path) {
  size_t slash = path.rfind('/');
  if (slash == std::string::npos) return "";
  return path.substr(0, slash + 1);
}

/// Class-Path attribute: space-separated relative URLs (JAR spec), resolved against the JAR's
/// directory. "%20" is the only escape decoded.
std::vector<std::string> resolve_manifest_class_path(const std::string& jar_path,
                                                     const std::string& value) {
  std::vector<std::string> entries;
  size_t i = 0;
  while (i < value.size()) {
    while (i < value.size() && value[i] == ' ') i++;
    size_t end = value.find(' ', i);
    if (end == std::string::npos) end = value.size();
    std::string url = value.substr(i, end - i);
    i = end;
    if (url.empty()) continue;
    if (url.rfind("file:", 0) == 0) url = url.substr(5);
    for (size_t p; (p = url.find("%20")) != std::string::npos;) url.replace(p, 3, " ");
    if (url.size() > 1 && url.back() == '/') url.pop_back();
    entries.push_back(url[0] == '/' ? url : directory_of(jar_path) + url);
  }
  return entries;
}

/// Opens (or finds in the cache) the JAR at `path`.
std::pair<JarStatus, std::shared_ptr<JarArchive>> open_jar(const std::string& path) {
  std::lock_guard<std::mutex> guard(jars_lock);
  auto& cache = jar_cache();
  if (auto it = cache.find(path); it != cache.end()) return it->second;

  std::pair<JarStatus, std::shared_ptr<JarArchive>> result{JarStatus::Corrupt, nullptr};
  struct stat st;
  const bool exists = ::stat(path.c_str(), &st) == 0;
  const bool readable = exists && ::access(path.c_str(), R_OK) == 0;
  if (!exists || !readable) {
    result.first = JarStatus::Inaccessible;
  } else if (S_ISREG(st.st_mode) && st.st_size > 0 && zip_api() != nullptr) {
    // Open the archive (ZIP_CHECKCONS: a damaged central directory is "corrupt", as in java).
    int err = 0;
    zip_t* z = zip_api()->open(path.c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &err);
    if (z) {
      auto jar = std::make_shared<JarArchive>();
      jar->zip = z;
      std::vector<uint8_t> bytes;
      if (read_entry_locked(*jar, "META-INF/MANIFEST.MF", bytes)) {
        jar->has_manifest = true;
        jar->manifest.assign(bytes.begin(), bytes.end());
        for (const auto& [key, value] : parse_manifest_main_attributes(jar->manifest)) {
          if (strcasecmp(key.c_str(), "Class-Path") == 0) jar->class_path = resolve_manifest_class_path(path, value);
        }
      }
      result = {JarStatus::Ok, std::move(jar)};
    }
  }
  cache.emplace(path, result);
  return result;
}

bool read_class(const std::string& entry, const std::string& file_name, std::vector<uint8_t>& out,
                std::unordered_set<std::string>& visited, int depth) {
  if (depth > 16 || !visited.insert(entry).second) return false;
  struct stat st;
  if (::stat(entry.c_str(), &st) != 0) return false;
  if (S_ISDIR(st.st_mode)) return read_regular_file(entry + "/" + file_name, out);
  if (!S_ISREG(st.st_mode)) return false;
  auto [status, jar] = open_jar(entry);
  if (status != JarStatus::Ok) return false;
  {
    std::lock_guard<std::mutex> guard(jar->lock);
    if (read_entry_locked(*jar, file_name, out)) return true;
  }
  for (const auto& e : jar->class_path) {
    if (read_class(e, file_name, out, visited, depth + 1)) return true;
  }
  return false;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> parse_manifest_main_attributes(
    const std::string& manifest) {
  // Split into lines (CRLF, CR or LF), joining continuation lines (a leading space).
  std::vector<std::string> lines;
  size_t i = 0;
  while (i < manifest.size()) {
    size_t end = manifest.find_first_of("\r\n", i);
    if (end == std::string::npos) end = manifest.size();
    std::string line = manifest.substr(i, end - i);
    if (end < manifest.size() && manifest[end] == '\r' && end + 1 < manifest.size() &&
        manifest[end + 1] == '\n') {
      end++;
    }
    i = end + 1;
    if (line.empty()) break;  // end of the main section
    if (line[0] == ' ' && !lines.empty()) {
      lines.back() += line.substr(1);
    } else {
      lines.push_back(std::move(line));
    }
  }
  std::vector<std::pair<std::string, std::string>> attributes;
  for (const auto& line : lines) {
    size_t colon = line.find(": ");
    if (colon == std::string::npos || colon == 0) continue;
    attributes.emplace_back(line.substr(0, colon), line.substr(colon + 2));
  }
  return attributes;
}

bool read_class_from_entry(const std::string& entry, const std::string& name,
                           std::vector<uint8_t>& out) {
  std::unordered_set<std::string> visited;
  // `name` is in the class file's modified UTF-8; files and JAR entries are named in standard
  // UTF-8 (the two differ for supplementary characters).
  bool ascii = true;
  for (char c : name) ascii &= uint8_t(c) < 0x80;
  const std::string file = ascii ? name : classfile::encode_utf8(classfile::decode_modified_utf8_lossy(name));
  return read_class(entry, file + ".class", out, visited, 0);
}

std::optional<std::string> jar_main_class(const std::string& jar_path, std::string* error) {
  auto [status, jar] = open_jar(jar_path);
  if (status == JarStatus::Inaccessible) {
    *error = "Error: Unable to access jarfile " + jar_path;
    return std::nullopt;
  }
  if (status == JarStatus::Corrupt || !jar->has_manifest) {  // java's launcher: no manifest = corrupt
    *error = "Error: Invalid or corrupt jarfile " + jar_path;
    return std::nullopt;
  }
  for (const auto& [key, value] : parse_manifest_main_attributes(jar->manifest)) {
    if (strcasecmp(key.c_str(), "Main-Class") == 0 && !value.empty()) return value;
  }
  *error = "no main manifest attribute, in " + jar_path;
  return std::nullopt;
}

}  // namespace jvmlab
