// Quarkus JAX-RS resource that validates and records invitations for company email addresses.
package com.acme.teams.invites;

import java.util.regex.Pattern;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/teams/invites")
public class InviteResource {

    public static class InviteForm {
        public String email;
        public String team;
    }

    private static final Pattern COMPANY_EMAIL =
            Pattern.compile("^[a-zA-Z0-9](?:[._-]?[a-zA-Z0-9]){0,63}@acme\\.io$");

    @Inject
    InviteService invites;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response invite(InviteForm form) {
        String email = form == null || form.email == null ? "" : form.email.trim();
        if (email.length() > 254) {
            return Response.status(Response.Status.BAD_REQUEST).entity("address too long").build();
        }
        if (!isCompanyAddress(email)) {
            return Response.status(Response.Status.BAD_REQUEST).entity("company addresses only").build();
        }
        invites.send(email, form.team);
        return Response.status(Response.Status.CREATED).build();
    }

    static boolean isCompanyAddress(String email) {
        return COMPANY_EMAIL.matcher(email).matches();
    }

    public interface InviteService {
        void send(String email, String team);
    }
}
