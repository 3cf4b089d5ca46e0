// invokedynamic linkage: recognizes the bootstrap methods the VM implements itself (DESIGN §3) and
// dispatches to them: string concatenation, records' ObjectMethods, lambdas and method references.
#include <memory>
#include <mutex>
#include <vector>

#include "interpreter/lambda_metafactory.hpp"
#include "interpreter/runtime_calls.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

struct CallSite {
  ConcatSite* concat = nullptr;  // exactly one of these is set
  RecordSite* record = nullptr;
  LambdaSite* lambda = nullptr;
};

CallSite* resolve_call_site(JavaThread* t, Klass* holder, uint16_t index, int* arg_slots) {
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
    std::string ext = cls;
    for (auto& c : ext) if (c == '/') c = '.';
    throw_new(t, "java/lang/BootstrapMethodError",
              "jvmlab does not support the bootstrap method " + ext + "." + name + " yet");
    return nullptr;
  }
  // Sites live as long as the VM: constant-pool caches point at them.
  static std::mutex all_sites_lock;  // guards all_sites
  static std::vector<std::unique_ptr<CallSite>> all_sites;
  std::lock_guard<std::mutex> lk(all_sites_lock);
  all_sites.push_back(std::move(site));
  return all_sites.back().get();
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
