// gRPC service that looks up associates in the firm directory by practice group and name fragment
package law.cranefield.directory;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import law.cranefield.directory.v1.DirectoryGrpc;
import law.cranefield.directory.v1.LookupReply;
import law.cranefield.directory.v1.LookupRequest;

public class AssociateDirectoryService extends DirectoryGrpc.DirectoryImplBase {

    private static final String BASE_DN = "ou=people,dc=cranefield,dc=law";

    private final Supplier<DirContext> contexts;

    public AssociateDirectoryService(Supplier<DirContext> contexts) {
        this.contexts = contexts;
    }

    private static SearchControls controls() {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber"});
        controls.setCountLimit(50);
        return controls;
    }

    @Override
    public void findAssociates(LookupRequest request, StreamObserver<LookupReply> observer) {
        String group = request.getPracticeGroup().trim();
        String name = request.getNameFragment().trim();
        if (group.isEmpty()) {
            observer.onError(Status.INVALID_ARGUMENT.withDescription("practice group required").asRuntimeException());
            return;
        }
        String filter = "(&(objectClass=inetOrgPerson)(departmentNumber={0})(cn=*{1}*))";
        DirContext ctx = contexts.get();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, new Object[] {group, name}, controls());
            List<String> names = new ArrayList<>();
            while (results.hasMore()) {
                names.add(String.valueOf(results.next().getAttributes().get("cn").get()));
            }
            observer.onNext(LookupReply.newBuilder().addAllNames(names).build());
            observer.onCompleted();
        } catch (NamingException e) {
            observer.onError(Status.INTERNAL.withDescription("directory unavailable").asRuntimeException());
        } finally {
            try {
                ctx.close();
            } catch (NamingException ignored) {
                // connection already gone
            }
        }
    }
}
