// The order in which the verifier visits a class's methods: HotSpot's, approximated. Decides only
// which method's error is reported when several methods are faulty; does not check anything.
#include "verifier/method_order.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

namespace jvmlab::verifier {

namespace {

// Method names that already exist as Symbols in java 17's default CDS archive, in the order
// HotSpot verifies methods so named (their archive addresses). Measured with java 17.0 and
// -Xlog:verification on a probe class declaring one method per name (names taken from the
// project's Java test programs); names below are the ones that came before a fresh name.
constexpr std::array kArchivedNames = {
    "InnerClasses",
    "slot",
    "getName",
    "<init>",
    "<clinit>",
    "main",
    "name",
    "run",
    "add",
    "get",
    "put",
    "fillInStackTrace",
    "value",
    "equals",
    "length",
    "toString",
    "values",
    "version",
    "hashCode",
    "clone",
    "log",
    "exp",
    "max",
    "compareTo",
    "load",
    "test",
    "compare",
    "insert",
    "valueOf",
    "scale",
    "wrap",
    "flush",
    "size",
    "join",
    "iterator",
    "hasNext",
    "next",
    "trim",
    "repeat",
    "apply",
    "map",
    "joining",
    "collect",
    "fill",
    "of",
    "count",
    "i",
    "ascii",
    "b",
    "x",
    "len",
    "s",
    "c",
    "ret",
    "start",
    "n",
    "str",
    "to",
    "suffix",
    "h",
    "result",
    "from",
    "transform",
    "f",
    "args",
    "l",
    "d",
    "a",
    "record",
    "make",
    "validate",
    "merge",
    "filter",
    "empty",
    "m",
    "fact",
    "o",
    "which",
    "first",
    "second",
    "getMessage",
    "compute",
    "find",
    "p",
    "id",
    "set",
    "k",
    "init",
    "write",
    "getLocalizedMessage",
    "depth",
    "t",
    "trace",
    "read",
    "accept",
    "g",
    "v",
    "uncaughtException",
    "on",
    "print",
    "recurse",
    "close",
    "fmt",
    "flag",
    "copy",
    "z",
    "kind",
    "names",
    "fail",
    "box",
    "loop",
    "w",
    "extra",
    "num",
    "sw",
    "shared",
    "pick",
    "expected",
    "big",
    "skip",
    "peek",
    "r",
    "transfer",
    "node",
    "check",
    "lo",
    "hi",
    "sum",
    "collide",
    "reduce",
    "grow",
    "flip",
    "y",
    "applyAsDouble",
    "applyAsLong",
    "applyAsInt",
    "$deserializeLambda$",
    "uoe",
    "color",
    "ok",
    "body",
    "order",
    "multiply",
    "round",
    "sign",
    "build",
    "unit",
    "mix",
    "op",
    "sz",
    "parse",
    "arr",
    "lambda$new$0",
    "$values",
    "self",
    "digest",
    "push",
    "inc",
    "origin",
    "widen",
    "var",
    "label",
    "expr",
    "square",
    "plus",
    "prec",
    "bigger",
    "half",
    "gcd",
    "over",
    "month",
    "all",
    "minus",
    "tag",
    "lambda$static$1",
    "lambda$static$0",
    "tree",
    "work",
    "item",
    "neg",
    "removeEldestEntry",
    "take",
    "cancel",
    "adder",
    "rel",
    "expect",
    "sq",
    "mul",
    "helper",
    "counting",
    "shape",
    "boxed",
    "average",
    "crc32",
    "factor",
    "call",
    "who",
    "chain",
};

constexpr size_t kNotArchived = kArchivedNames.size();

size_t archived_rank(std::string_view name) {
  const auto it = std::find(kArchivedNames.begin(), kArchivedNames.end(), name);
  return size_t(it - kArchivedNames.begin());
}

}  // namespace

std::vector<const classfile::MethodInfo*> verification_order(const classfile::ClassFile& cf) {
  struct Ranked {
    size_t archived;  // position in kArchivedNames, or kNotArchived
    size_t cp_index;  // first Utf8 entry spelling the name: when a fresh Symbol was made
    const classfile::MethodInfo* method;
  };
  std::vector<Ranked> ranked;
  ranked.reserve(cf.methods.size());
  for (const classfile::MethodInfo& m : cf.methods) {
    size_t cp_index = cf.constant_pool.size();
    for (size_t i = 1; i < cf.constant_pool.size(); i++) {
      const classfile::CpEntry& e = cf.constant_pool[i];
      if (e.tag == classfile::CpTag::Utf8 && e.utf8 == m.name) {
        cp_index = i;
        break;
      }
    }
    ranked.push_back({archived_rank(m.name), cp_index, &m});
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
    if (a.archived != b.archived) return a.archived < b.archived;
    return a.archived == kNotArchived && a.cp_index < b.cp_index;
  });
  std::vector<const classfile::MethodInfo*> order;
  order.reserve(ranked.size());
  for (const Ranked& r : ranked) order.push_back(r.method);
  return order;
}

}  // namespace jvmlab::verifier
