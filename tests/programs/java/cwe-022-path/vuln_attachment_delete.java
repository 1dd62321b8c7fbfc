// JAX-RS resource that removes a file attached to a helpdesk ticket.
package com.acme.helpdesk.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;

import javax.ws.rs.DELETE;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Response;

@Path("/tickets/{ticketId}/attachments")
public class AttachmentResource {

    private static final String STORE_ROOT =
            System.getProperty("helpdesk.attachments", "/data/helpdesk/attachments");

    @DELETE
    public Response delete(@PathParam("ticketId") long ticketId,
                           @QueryParam("file") String fileName) throws IOException {
        if (fileName == null || fileName.isEmpty()) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        java.nio.file.Path target = locate(ticketId, fileName);
        boolean removed = Files.deleteIfExists(target);
        return removed
                ? Response.noContent().build()
                : Response.status(Response.Status.NOT_FOUND).build();
    }

    private java.nio.file.Path locate(long ticketId, String fileName) {
        return Paths.get(STORE_ROOT, Long.toString(ticketId), fileName);
    }
}
