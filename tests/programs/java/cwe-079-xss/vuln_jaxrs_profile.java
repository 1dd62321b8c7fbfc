// JAX-RS resource that shows a public profile card as an HTML fragment
package com.example.social;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/profiles")
public class ProfileCardResource {

    @GET
    @Path("/{id}/card")
    @Produces(MediaType.TEXT_HTML)
    public Response card(@PathParam("id") long id, @QueryParam("tagline") String tagline) {
        String html = "<div class='card'><span class='id'>#" + id + "</span>"
                + "<p class='tagline'>" + tagline + "</p></div>";
        return Response.ok(html).build();
    }
}
