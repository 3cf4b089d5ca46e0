// Natives of jvmlab.internal.Posix: the POSIX calls behind java.io's files (File,
// FileInput/OutputStream, RandomAccessFile) and java.nio.file's Files. Thin wrappers: paths are
// Strings encoded as UTF-8, errors come back as -errno (or IOException for read/write), and every
// Java message (FileNotFoundException's "x (No such file or directory)", NoSuchFileException) is
// built in Java. Does not buffer and keeps no state of its own.
// GC safety: a call that may block (read, write) runs Blocked into or out of a thread-local C++
// buffer, never a pointer into the array (the array may move meanwhile); the bytes are copied from
// the array before, or into the array re-read from its handle after, as the standard streams do.
#include <dirent.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/exceptions/exceptions.hpp"
#include "runtime/heap/allocation.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/oops/strings.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

constexpr const char* kPosix = "jvmlab/internal/Posix";

// Open flags as jvmlab.internal.Posix spells them (independent of the host's O_ values).
constexpr int32_t kRead = 1, kWrite = 2, kCreate = 4, kTruncate = 8, kAppend = 16, kExclusive = 32,
                  kRejectDirectory = 64, kNoFollow = 128;

/// The path argument as a C string; false (NullPointerException pending) for null.
bool path_arg(JavaThread* t, Slot s, std::string& out) {
  Object* o = slot_ref(s);
  if (!o) {
    throw_npe(t);
    return false;
  }
  out = string_utf8(o);
  return true;
}

int neg_errno() { return -errno; }

/// open(path, flags, mode): the descriptor, or -errno. kRejectDirectory: a directory opened for
/// reading is -EISDIR (java's FileInputStream reports "(Is a directory)" after its own fstat).
Slot posix_open(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  const int32_t f = slot_int(a[1]);
  int flags = O_CLOEXEC;
  if ((f & kRead) && (f & kWrite)) flags |= O_RDWR;
  else if (f & kWrite) flags |= O_WRONLY;
  else flags |= O_RDONLY;
  if (f & kCreate) flags |= O_CREAT;
  if (f & kTruncate) flags |= O_TRUNC;
  if (f & kAppend) flags |= O_APPEND;
  if (f & kExclusive) flags |= O_EXCL;
  if (f & kNoFollow) flags |= O_NOFOLLOW;
  int fd;
  do {
    fd = ::open(path.c_str(), flags, mode_t(slot_int(a[2])));
  } while (fd < 0 && errno == EINTR);
  if (fd < 0) return int_slot(neg_errno());
  if (f & kRejectDirectory) {
    struct stat st;
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
      ::close(fd);
      return int_slot(-EISDIR);
    }
  }
  return int_slot(fd);
}

/// read(fd, b, off, len): the count, -1 at end of file; IOException with strerror's text on an
/// error (java's "Is a directory" for a directory). The range was checked in Java.
Slot posix_read(JavaThread* t, Slot* a) {
  HandleScope hs(t);
  Handle b(t, slot_ref(a[1]));
  if (!b) return throw_npe(t);
  const int fd = slot_int(a[0]);
  const int32_t off = slot_int(a[2]);
  const int32_t len = slot_int(a[3]);
  if (len <= 0) return int_slot(0);
  thread_local std::vector<char> buf;
  buf.resize(size_t(len));
  ssize_t n;
  int error = 0;
  {
    ThreadStateScope blocked(t, ThreadState::Blocked);
    do {
      n = ::read(fd, buf.data(), size_t(len));
    } while (n < 0 && errno == EINTR);
    if (n < 0) error = errno;
  }
  if (n < 0) return throw_new(t, "java/io/IOException", std::string(std::strerror(error)));
  if (n > 0) std::memcpy(reinterpret_cast<char*>(array_data<int8_t>(b.get())) + off, buf.data(), size_t(n));
  return int_slot(n == 0 ? -1 : int32_t(n));
}

/// write(fd, b, off, len): writes all of it (looping over short writes); IOException with
/// strerror's text on an error ("No space left on device", "Bad file descriptor").
Slot posix_write(JavaThread* t, Slot* a) {
  Object* b = slot_ref(a[1]);
  if (!b) return throw_npe(t);
  const int fd = slot_int(a[0]);
  const int32_t off = slot_int(a[2]);
  const int32_t len = slot_int(a[3]);
  if (len <= 0) return 0;
  thread_local std::vector<char> buf;
  buf.assign(reinterpret_cast<const char*>(array_data<int8_t>(b)) + off,
             reinterpret_cast<const char*>(array_data<int8_t>(b)) + off + len);
  int error = 0;
  {
    ThreadStateScope blocked(t, ThreadState::Blocked);
    size_t done = 0;
    while (done < buf.size()) {
      ssize_t n = ::write(fd, buf.data() + done, buf.size() - done);
      if (n < 0) {
        if (errno == EINTR) continue;
        error = errno;
        break;
      }
      done += size_t(n);
    }
  }
  if (error) return throw_new(t, "java/io/IOException", std::string(std::strerror(error)));
  return 0;
}

Slot posix_close(JavaThread*, Slot* a) {
  return int_slot(::close(slot_int(a[0])) == 0 ? 0 : neg_errno());
}

/// lseek(fd, offset, whence): the new position, or -errno. whence 0 SET, 1 CUR, 2 END (a[3]:
/// the long takes slots 1 and 2).
Slot posix_lseek(JavaThread*, Slot* a) {
  const int32_t w = slot_int(a[3]);  // the long offset takes two slots
  const int whence = w == 1 ? SEEK_CUR : w == 2 ? SEEK_END : SEEK_SET;
  off_t r = ::lseek(slot_int(a[0]), off_t(slot_long(a[1])), whence);
  return long_slot(r < 0 ? int64_t(neg_errno()) : int64_t(r));
}

Slot posix_fsize(JavaThread*, Slot* a) {
  struct stat st;
  if (::fstat(slot_int(a[0]), &st) != 0) return long_slot(neg_errno());
  return long_slot(int64_t(st.st_size));
}

/// available(fd): bytes left before the end of a regular file (size - position, as java's
/// FileInputStream.available), FIONREAD for a pipe or terminal, 0 when neither answers.
Slot posix_available(JavaThread*, Slot* a) {
  const int fd = slot_int(a[0]);
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
    off_t pos = ::lseek(fd, 0, SEEK_CUR);
    if (pos < 0) return int_slot(0);
    int64_t left = int64_t(st.st_size) - int64_t(pos);
    if (left < 0) left = 0;
    return int_slot(left > INT32_MAX ? INT32_MAX : int32_t(left));
  }
  int count = 0;
  if (::ioctl(fd, FIONREAD, &count) < 0) return int_slot(0);
  return int_slot(count);
}

Slot posix_ftruncate(JavaThread*, Slot* a) {
  return int_slot(::ftruncate(slot_int(a[0]), off_t(slot_long(a[1]))) == 0 ? 0 : neg_errno());
}

Slot posix_fsync(JavaThread*, Slot* a) {
  return int_slot(::fsync(slot_int(a[0])) == 0 ? 0 : neg_errno());
}

int64_t millis(const struct timespec& ts) { return int64_t(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000; }

/// stat(path, follow, long[8] out): 0 or -errno; out = mode, size, mtime ms, atime ms, ctime ms,
/// inode, device, link count. follow false is lstat (the link itself).
Slot posix_stat(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  Object* out = slot_ref(a[2]);
  if (!out) return throw_npe(t);
  struct stat st;
  int r = slot_int(a[1]) ? ::stat(path.c_str(), &st) : ::lstat(path.c_str(), &st);
  if (r != 0) return int_slot(neg_errno());
  if (array_length(out) < 8) return int_slot(-EINVAL);
  int64_t* o = array_data<int64_t>(out);
  o[0] = int64_t(st.st_mode);
  o[1] = int64_t(st.st_size);
  o[2] = millis(st.st_mtim);
  o[3] = millis(st.st_atim);
  o[4] = millis(st.st_ctim);
  o[5] = int64_t(st.st_ino);
  o[6] = int64_t(st.st_dev);
  o[7] = int64_t(st.st_nlink);
  return int_slot(0);
}

/// list(path, int[1] err): the names in a directory in readdir's order, each followed by '\0', in
/// one String ("." and ".." left out); null with err[0] = errno when it cannot be read.
Slot posix_list(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  HandleScope hs(t);
  Handle err(t, slot_ref(a[1]));
  DIR* d = ::opendir(path.c_str());
  if (!d) {
    if (err && array_length(err.get()) > 0) array_data<int32_t>(err.get())[0] = errno;
    return 0;
  }
  std::string names;
  while (struct dirent* e = ::readdir(d)) {
    if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
    names.append(e->d_name);
    names.push_back('\0');
  }
  ::closedir(d);
  return ref_slot(new_string_from_utf8_bytes(t, names));
}

Slot posix_mkdir(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  return int_slot(::mkdir(path.c_str(), mode_t(slot_int(a[1]))) == 0 ? 0 : neg_errno());
}

Slot posix_unlink(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  return int_slot(::unlink(path.c_str()) == 0 ? 0 : neg_errno());
}

Slot posix_rmdir(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  return int_slot(::rmdir(path.c_str()) == 0 ? 0 : neg_errno());
}

/// remove(path): a file or an empty directory (C's remove, as java's File.delete).
Slot posix_remove(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  return int_slot(::remove(path.c_str()) == 0 ? 0 : neg_errno());
}

Slot posix_rename(JavaThread* t, Slot* a) {
  std::string from, to;
  if (!path_arg(t, a[0], from) || !path_arg(t, a[1], to)) return 0;
  return int_slot(::rename(from.c_str(), to.c_str()) == 0 ? 0 : neg_errno());
}

/// realpath(path): the absolute path with every link and "."/".." resolved, or null when some
/// component does not exist.
Slot posix_realpath(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  char* r = ::realpath(path.c_str(), nullptr);
  if (!r) return 0;
  std::string s(r);
  std::free(r);
  return ref_slot(new_string_from_utf8_bytes(t, s));
}

/// access(path, mode): 0 or -errno; mode bits 4 read, 2 write, 1 execute, 0 existence.
Slot posix_access(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  const int32_t m = slot_int(a[1]);
  int mode = F_OK;
  if (m & 4) mode |= R_OK;
  if (m & 2) mode |= W_OK;
  if (m & 1) mode |= X_OK;
  return int_slot(::access(path.c_str(), mode) == 0 ? 0 : neg_errno());
}

Slot posix_chmod(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  return int_slot(::chmod(path.c_str(), mode_t(slot_int(a[1]))) == 0 ? 0 : neg_errno());
}

/// setMtime(path, ms): the modification time (access time kept), or -errno.
Slot posix_set_mtime(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  const int64_t ms = slot_long(a[1]);
  struct timespec times[2];
  times[0].tv_sec = 0;
  times[0].tv_nsec = UTIME_OMIT;
  times[1].tv_sec = time_t(ms / 1000);
  times[1].tv_nsec = long((ms % 1000) * 1000000);
  return int_slot(::utimensat(AT_FDCWD, path.c_str(), times, 0) == 0 ? 0 : neg_errno());
}

Slot posix_symlink(JavaThread* t, Slot* a) {
  std::string target, link;
  if (!path_arg(t, a[0], target) || !path_arg(t, a[1], link)) return 0;
  return int_slot(::symlink(target.c_str(), link.c_str()) == 0 ? 0 : neg_errno());
}

Slot posix_readlink(JavaThread* t, Slot* a) {
  std::string path;
  if (!path_arg(t, a[0], path)) return 0;
  std::vector<char> buf(PATH_MAX + 1);
  ssize_t n = ::readlink(path.c_str(), buf.data(), buf.size() - 1);
  if (n < 0) return 0;
  return ref_slot(new_string_from_utf8_bytes(t, std::string_view(buf.data(), size_t(n))));
}

/// strerror(errno): the C library's text, as java puts it into its messages.
Slot posix_strerror(JavaThread* t, Slot* a) {
  return ref_slot(new_string_from_utf8_bytes(t, std::strerror(slot_int(a[0]))));
}

}  // namespace

void register_file_natives() {
  register_native(kPosix, "open", "(Ljava/lang/String;II)I", posix_open);
  register_native(kPosix, "read", "(I[BII)I", posix_read);
  register_native(kPosix, "write", "(I[BII)V", posix_write);
  register_native(kPosix, "close", "(I)I", posix_close);
  register_native(kPosix, "lseek", "(IJI)J", posix_lseek);
  register_native(kPosix, "fsize", "(I)J", posix_fsize);
  register_native(kPosix, "available", "(I)I", posix_available);
  register_native(kPosix, "ftruncate", "(IJ)I", posix_ftruncate);
  register_native(kPosix, "fsync", "(I)I", posix_fsync);
  register_native(kPosix, "stat", "(Ljava/lang/String;Z[J)I", posix_stat);
  register_native(kPosix, "list", "(Ljava/lang/String;[I)Ljava/lang/String;", posix_list);
  register_native(kPosix, "mkdir", "(Ljava/lang/String;I)I", posix_mkdir);
  register_native(kPosix, "unlink", "(Ljava/lang/String;)I", posix_unlink);
  register_native(kPosix, "rmdir", "(Ljava/lang/String;)I", posix_rmdir);
  register_native(kPosix, "remove", "(Ljava/lang/String;)I", posix_remove);
  register_native(kPosix, "rename", "(Ljava/lang/String;Ljava/lang/String;)I", posix_rename);
  register_native(kPosix, "realpath", "(Ljava/lang/String;)Ljava/lang/String;", posix_realpath);
  register_native(kPosix, "access", "(Ljava/lang/String;I)I", posix_access);
  register_native(kPosix, "chmod", "(Ljava/lang/String;I)I", posix_chmod);
  register_native(kPosix, "setMtime", "(Ljava/lang/String;J)I", posix_set_mtime);
  register_native(kPosix, "symlink", "(Ljava/lang/String;Ljava/lang/String;)I", posix_symlink);
  register_native(kPosix, "readlink", "(Ljava/lang/String;)Ljava/lang/String;", posix_readlink);
  register_native(kPosix, "strerror", "(I)Ljava/lang/String;", posix_strerror);
}

}  // namespace jvmlab::natives
