// Unseen set h59: poll worker directory
package org.countyvote.directory;

import com.countyvote.directory.v1.LookupReply;
import com.countyvote.directory.v1.LookupRequest;
import com.countyvote.directory.v1.PollWorker;
import com.countyvote.directory.v1.PollWorkerDirectoryGrpc;
import com.unboundid.ldap.sdk.LDAPConnectionPool;
import com.unboundid.ldap.sdk.LDAPConnection;
import com.unboundid.ldap.sdk.LDAPException;
import com.unboundid.ldap.sdk.SearchResult;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;
import com.unboundid.util.ssl.SSLUtil;
import com.unboundid.util.ssl.TrustStoreTrustManager;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

record WorkerEntry(String fullName, String mail, String role) {}

class PollWorkerGateway {
    private static final String BASE_DN = "ou=pollworkers,ou=elections,dc=marion-county,dc=gov";
    private final LDAPConnectionPool pool;

    PollWorkerGateway(LDAPConnectionPool pool) {
        this.pool = pool;
    }

    List<WorkerEntry> findByPrecinct(String precinctCode, String surname) throws LDAPException {
        String filter = "(&(objectClass=pollWorker)(precinctCode=" + precinctCode + ")(sn=" + surname + "*))";
        SearchResult result = pool.search(BASE_DN, SearchScope.SUB, filter, "cn", "mail", "pollRole");
        List<WorkerEntry> workers = new ArrayList<>();
        for (SearchResultEntry e : result.getSearchEntries()) {
            workers.add(new WorkerEntry(e.getAttributeValue("cn"), e.getAttributeValue("mail"), e.getAttributeValue("pollRole")));
        }
        return workers;
    }
}

class PollWorkerDirectoryService extends PollWorkerDirectoryGrpc.PollWorkerDirectoryImplBase {
    private final PollWorkerGateway gateway;

    PollWorkerDirectoryService(PollWorkerGateway gateway) {
        this.gateway = gateway;
    }

    @Override
    public void lookup(LookupRequest request, StreamObserver<LookupReply> responseObserver) {
        if (request.getPrecinctCode().isEmpty()) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("precinct_code is required").asRuntimeException());
            return;
        }
        try {
            LookupReply.Builder reply = LookupReply.newBuilder();
            for (WorkerEntry w : gateway.findByPrecinct(request.getPrecinctCode(), request.getSurnameStartsWith())) {
                reply.addWorkers(PollWorker.newBuilder().setFullName(w.fullName()).setMail(w.mail()).setRole(w.role()));
            }
            responseObserver.onNext(reply.build());
            responseObserver.onCompleted();
        } catch (LDAPException e) {
            responseObserver.onError(Status.UNAVAILABLE.withDescription("directory unavailable").asRuntimeException());
        }
    }
}

class DirectoryServer {
    public static void main(String[] args) throws Exception {
        SSLUtil ssl = new SSLUtil(new TrustStoreTrustManager(System.getenv("LDAP_TRUSTSTORE")));
        LDAPConnection connection = new LDAPConnection(ssl.createSSLSocketFactory(),
                System.getenv("LDAP_HOST"), 636, System.getenv("LDAP_BIND_DN"), System.getenv("LDAP_BIND_PASSWORD"));
        LDAPConnectionPool pool = new LDAPConnectionPool(connection, 4);

        Server server = ServerBuilder.forPort(9090)
                .useTransportSecurity(new File(System.getenv("GRPC_TLS_CERT")), new File(System.getenv("GRPC_TLS_KEY")))
                .addService(new PollWorkerDirectoryService(new PollWorkerGateway(pool)))
                .build()
                .start();
        server.awaitTermination();
    }
}
