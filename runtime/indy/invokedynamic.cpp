// invokedynamic linkage: recognizes the bootstrap methods the VM implements itself (intrinsic bootstraps) and
// dispatches to them: string concatenation, records' ObjectMethods, lambdas and method references.
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "classfile/signature.hpp"
#include "runtime/frames/stack_walker.hpp"
#include "runtime/indy/lambda_metafactory.hpp"
#include "runtime/classloading/link_resolver.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

struct CallSite {
  ConcatSite* concat = nullptr;  // exactly one of these is set
  RecordSite* record = nullptr;
  LambdaSite* lambda = nullptr;
};

namespace {

/// The bootstrap methods of JDK 17 that jvmlab implements itself, by class and name: their one
/// descriptor (each has no overload), or null.
const char* jdk_bootstrap_descriptor(const std::string& cls, const std::string& name) {
  struct Bootstrap { const char* cls; const char* name; const char* descriptor; };
  static constexpr Bootstrap kBootstraps[] = {
    {"java/lang/invoke/StringConcatFactory", "makeConcat",
     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)"
     "Ljava/lang/invoke/CallSite;"},
    {"java/lang/invoke/StringConcatFactory", "makeConcatWithConstants",
     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
     "Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"},
    {"java/lang/invoke/LambdaMetafactory", "metafactory",
     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
     "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)"
     "Ljava/lang/invoke/CallSite;"},
    {"java/lang/invoke/LambdaMetafactory", "altMetafactory",
     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
     "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"},
    {"java/lang/runtime/ObjectMethods", "bootstrap",
     "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;"
     "Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;"},
  };
  for (const Bootstrap& b : kBootstraps) {
    if (cls == b.cls && name == b.name) return b.descriptor;
  }
  return nullptr;
}

/// Whether `cls` is one of the JDK classes of jdk_bootstrap_descriptor (it has no other
/// bootstrap method a class file may name).
bool is_jdk_bootstrap_class(const std::string& cls) {
  return cls == "java/lang/invoke/StringConcatFactory" || cls == "java/lang/invoke/LambdaMetafactory" ||
         cls == "java/lang/runtime/ObjectMethods";
}

/// Links one call site: picks the bootstrap the VM implements and builds its site.
CallSite* link_call_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots) {
  const auto& cf = *holder->class_file;
  const auto& cp = cf.constant_pool;
  const auto& indy = cp[index];
  if (indy.index1 >= cf.bootstrap_methods.size()) {
    throw_new(t, "java/lang/BootstrapMethodError", std::string("bad bootstrap method index"));
    return nullptr;
  }
  const auto& bsm = cf.bootstrap_methods[indy.index1];
  const auto& mref = cp[cp[bsm.method_ref].index2];
  const std::string& cls = cf.class_name(mref.index1);
  const std::string& name = cf.utf8(cp[mref.index2].index1);
  const std::string& desc = cf.utf8(cp[mref.index2].index2);
  // java resolves the bootstrap method handle first (JVMS §5.4.3.5): a name or descriptor that
  // is not a method of the class is its NoSuchMethodError, a missing class its NoClassDefFoundError.
  std::string ext = cls;
  for (auto& c : ext) if (c == '/') c = '.';
  const auto no_such_method = [&] {
    throw_new(t, "java/lang/NoSuchMethodError",
              "'" + classfile::java_type_name(classfile::return_type(desc)) + " " + ext + "." + name +
                  "(" + classfile::java_parameter_list(desc) + ")'");
    return nullptr;
  };
  if (const char* want = jdk_bootstrap_descriptor(cls, name)) {
    if (desc != want) return no_such_method();
  } else if (is_jdk_bootstrap_class(cls)) {
    return no_such_method();
  }
  auto site = std::make_unique<CallSite>();
  if (cls == "java/lang/invoke/StringConcatFactory" &&
      (name == "makeConcatWithConstants" || name == "makeConcat")) {
    site->concat = make_concat_site(t, holder, index, name == "makeConcatWithConstants", arg_slots);
    if (!site->concat) return nullptr;
  } else if (cls == "java/lang/runtime/ObjectMethods" && name == "bootstrap") {
    site->record = make_record_site(t, holder, index, arg_slots);
    if (!site->record) return nullptr;
  } else if (cls == "java/lang/invoke/LambdaMetafactory" &&
             (name == "metafactory" || name == "altMetafactory")) {
    site->lambda = make_lambda_site(t, holder, index, name == "altMetafactory", arg_slots);
    if (!site->lambda) return nullptr;
  } else {
    Klass* k = link_class(t, holder, mref.index1);
    if (!k) return nullptr;
    if (!resolve_method(k, name, desc)) return no_such_method();
    throw_new(t, "java/lang/BootstrapMethodError",
              "jvmlab does not support the bootstrap method " + ext + "." + name + " yet");
    return nullptr;
  }
  return site.release();  // lives as long as the VM: constant-pool caches point at it
}

/// A call site's linkage state. A call site is one invokedynamic instruction (JVMS §6.5), keyed
/// by method and bytecode index: javac may give two identical method references one constant, yet
/// java links each instruction on its own. A thread that reaches a site another thread is linking
/// waits for it (Blocked) and shares the result, so each site is linked once (one lambda proxy
/// class per call site, however many threads arrive together).
struct SiteSlot {
  CallSite* site = nullptr;      // linked site, or null
  int arg_slots = 0;
  JavaThread* linker = nullptr;  // thread linking it now, or null
};
std::mutex g_sites_lock;                // guards g_sites and every SiteSlot; see lock_sites
std::condition_variable g_site_linked;  // notified when a linker finishes
std::map<std::pair<const Method*, int>, SiteSlot> g_sites;  // by (method, bci)

/// Takes g_sites_lock for `t`: at once if free, else waiting Blocked. A waiter for a linker holds
/// the lock again when it leaves its Blocked scope, which may stop it for a collector pause; since
/// every other thread waits for the lock as Blocked, none keeps that pause from starting.
void lock_sites(JavaThread* t, std::unique_lock<std::mutex>& lk) {
  if (lk.try_lock()) return;
  ThreadStateScope blocked(t, ThreadState::Blocked);
  lk.lock();
}

}  // namespace

CallSite* resolve_call_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots) {
  SiteSlot* slot;
  bool claimed = false;
  {
    std::unique_lock<std::mutex> lk(g_sites_lock, std::defer_lock);
    lock_sites(t, lk);
    // The caller (interpreter or compiled code) has synced its frame: its pc is this
    // invokedynamic, so (method, bci) names the instruction.
    const JavaFrame f = top_java_frame(t);
    slot = f.method ? &g_sites[{f.method, f.bci}] : &g_sites[{nullptr, index}];
    if (slot->site == nullptr && slot->linker != nullptr && slot->linker != t) {
      ThreadStateScope blocked(t, ThreadState::Blocked);
      g_site_linked.wait(lk, [slot] { return slot->site != nullptr || slot->linker == nullptr; });
    }
    if (slot->site) {
      *arg_slots = slot->arg_slots;
      return slot->site;
    }
    // Link it here; a recursive request by the linker itself (a <clinit> run while linking
    // reaching the same site) links again rather than waiting for itself.
    if (slot->linker == nullptr) {
      slot->linker = t;
      claimed = true;
    }
  }
  CallSite* site = link_call_site(t, holder, index, arg_slots);
  if (claimed) {
    std::unique_lock<std::mutex> lk(g_sites_lock, std::defer_lock);
    lock_sites(t, lk);
    if (site) {
      slot->site = site;
      slot->arg_slots = *arg_slots;
    }
    slot->linker = nullptr;  // on failure the next thread tries again and gets its own error
    g_site_linked.notify_all();
  }
  return site;
}

bool run_call_site(JavaThread* t, CallSite* site, Slot* args, Slot* result) {
  if (site->concat) {
    Object* s = run_concat(t, site->concat, args);
    *result = ref_slot(s);
    return s != nullptr;
  }
  if (site->lambda) {
    Object* o = run_lambda_site(t, site->lambda, args);
    *result = ref_slot(o);
    return o != nullptr;
  }
  return run_record_method(t, site->record, args, result);
}

}  // namespace jvmlab::interp
