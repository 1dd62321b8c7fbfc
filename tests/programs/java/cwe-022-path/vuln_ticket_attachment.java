// JAX-RS resource that stores file attachments uploaded to support tickets
package com.acme.support.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@jakarta.ws.rs.Path("/tickets")
class TicketAttachmentResource {

    private static final Path STORE = Paths.get("/srv/support/attachments");

    @POST
    @jakarta.ws.rs.Path("/{ticketId}/attachments")
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    public Response upload(@PathParam("ticketId") String ticketId,
                           @HeaderParam("X-File-Name") String fileName,
                           InputStream body) throws IOException {
        if (ticketId.contains("..") || fileName == null || fileName.isBlank()) {
            throw new BadRequestException("invalid attachment");
        }
        Path dir = STORE.resolve(ticketId);
        Files.createDirectories(dir);
        Path target = dir.resolve(fileName);
        long size = Files.copy(body, target, StandardCopyOption.REPLACE_EXISTING);
        return Response.status(Response.Status.CREATED)
                .entity("{\"bytes\":" + size + "}")
                .type(MediaType.APPLICATION_JSON)
                .build();
    }
}
