// JAX-RS resource that echoes a markup snippet back as plain text for a code viewer
package com.example.snippets;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/snippet")
public class SnippetResource {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public Response wrap(@QueryParam("tag") String tag) {
        String text = "<template>\n  " + tag + "\n</template>\n";
        return Response.ok(text, MediaType.TEXT_PLAIN_TYPE)
                .header("X-Content-Type-Options", "nosniff")
                .build();
    }
}
