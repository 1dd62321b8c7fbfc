// Quarkus REST resource that creates team invitation codes for workspace admins
package com.acme.workspace.invites;

import jakarta.annotation.security.RolesAllowed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

@ApplicationScoped
class InviteStore {

    private final Map<String, String> codes = new ConcurrentHashMap<>();

    void save(String code, String workspaceId) {
        codes.put(code, workspaceId);
    }

    String consume(String code) {
        return codes.remove(code);
    }
}

@Path("/workspaces/{id}/invites")
public class InviteResource {

    @Inject
    InviteStore store;

    static String generateCode() {
        long value = (long) (Math.random() * 1_000_000_000_000L);
        return String.format("%012d", value);
    }

    @POST
    @RolesAllowed("workspace-admin")
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, String> create(@PathParam("id") String workspaceId) {
        String code = generateCode();
        store.save(code, workspaceId);
        return Map.of("workspace", workspaceId, "code", code);
    }
}
