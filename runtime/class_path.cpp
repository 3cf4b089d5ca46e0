// Class-path entries: see class_path.hpp.
#include "runtime/class_path.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

bool read_class_from_entry(const std::string& entry, const std::string& name,
                           std::vector<uint8_t>& out) {
  return read_regular_file(entry + "/" + name + ".class", out);
}

}  // namespace jvmlab
