// Defining generated classes (lambda proxies) from bytes in memory. Stops at handing the bytes to
// the bootstrap loader; does not generate them (lambda_proxy_generator.cpp).
//
// Why a directory: the loader's define step (runtime/class_loader.cpp, owned by the threads work)
// has no public entry point that takes bytes, only find_class(name), which reads
// "<class-path entry>/<name>.class". So the VM keeps one private directory (mkdtemp, mode 0700;
// in /dev/shm when it can, else $TMPDIR or /tmp) at the end of the user class path, writes the proxy's bytes there, loads it by name and deletes the
// file at once, and the directory too (the VM leaves with _Exit, so nothing could clean up later;
// the next definition makes the directory again under the same name, checking that it is ours).
// The user class path is searched first, so a user class can never be shadowed, and proxy names
// ("Main$$Lambda$3") are unique per VM. When the loader gains a
// define_class(name, bytes) entry point, define_generated_class becomes one call to it.
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <mutex>
#include <vector>
#include <string>

#include "interpreter/lambda_metafactory.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

namespace {

// g_directory, the files in it and the class-path entry are guarded by the loader lock
// (universe->lock, recursive: find_class takes it again inside).
std::string g_directory;     // the private directory, "" until first use

/// Makes `dir` again after an earlier definition removed it; refuses a directory someone else
/// made under that name meanwhile.
bool remake_directory(const std::string& dir) {
  if (mkdir(dir.c_str(), 0700) == 0) return true;
  struct stat st;
  return errno == EEXIST && lstat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode) &&
         st.st_uid == geteuid() && (st.st_mode & 0077) == 0;
}

/// The private directory, created and appended to the user class path on first use. Empty on
/// failure. Caller holds the loader lock.
const std::string& proxy_directory() {
  if (!g_directory.empty()) {
    static const std::string none;
    return remake_directory(g_directory) ? g_directory : none;
  }
  // tmpfs first: on a disk file system each create/unlink/rmdir may wait for the journal
  // (measured here: up to 15 ms, about 4 ms per lambda call site under load).
  const char* tmp = getenv("TMPDIR");
  std::vector<char> buf;
  bool made = false;
  for (std::string base : {std::string("/dev/shm"), std::string(tmp && *tmp ? tmp : "/tmp")}) {
    std::string pattern = base + "/jvmlab-lambda-XXXXXX";
    buf.assign(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (mkdtemp(buf.data())) {
      made = true;
      break;
    }
  }
  if (!made) return g_directory;
  universe->class_path.push_back(buf.data());
  g_directory = buf.data();
  return g_directory;
}

bool write_file(const std::string& path, const std::vector<uint8_t>& bytes) {
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return false;
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0) {
      close(fd);
      return false;
    }
    done += size_t(n);
  }
  return close(fd) == 0;
}

}  // namespace

Klass* define_generated_class(JavaThread* t, const std::string& name, const std::vector<uint8_t>& bytes) {
  // The loader lock, as find_class takes it: waiting for it counts as Blocked.
  if (!universe->lock.try_lock()) {
    ThreadStateScope blocked(t, ThreadState::Blocked);
    universe->lock.lock();
  }
  std::lock_guard<std::recursive_mutex> lk(universe->lock, std::adopt_lock);
  const std::string& dir = proxy_directory();
  if (dir.empty()) {
    throw_new(t, "java/lang/InternalError", "cannot create a directory for generated classes");
    return nullptr;
  }
  // Package directories of the proxy's name ("p/q/Main$$Lambda$1" -> dir/p, dir/p/q).
  std::vector<std::string> made;
  for (size_t slash = name.find('/'); slash != std::string::npos; slash = name.find('/', slash + 1)) {
    std::string sub = dir + "/" + name.substr(0, slash);
    if (mkdir(sub.c_str(), 0700) == 0) made.push_back(sub);
  }
  std::string path = dir + "/" + name + ".class";
  Klass* k = nullptr;
  if (write_file(path, bytes)) {
    k = find_class(t, name);
  } else {
    throw_new(t, "java/lang/InternalError", "cannot write generated class " + name);
  }
  // The loader has parsed the bytes: the files are no longer needed.
  unlink(path.c_str());
  for (auto it = made.rbegin(); it != made.rend(); ++it) rmdir(it->c_str());
  rmdir(dir.c_str());
  return k;
}

bool is_lambda_proxy_class(const Klass* k) {
  return k != nullptr && k->name.find("$$Lambda$") != std::string::npos;
}

}  // namespace jvmlab::interp
