// Test helper: loads the class files that tests/CMakeLists.txt compiles from tests/unit/data/
// (javac 17) into JVMLAB_TEST_DATA_DIR.
#pragma once

#include <cstdint>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace jvmlab::test {

/// Bytes of JVMLAB_TEST_DATA_DIR/<relative> ("Kitchen.class", "v8/Old.class"); throws when the
/// file is missing (the test then fails with the path in its message).
inline std::vector<uint8_t> read_test_class(const std::string& relative) {
  const std::string path = std::string(JVMLAB_TEST_DATA_DIR) + "/" + relative;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("missing test data " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace jvmlab::test
