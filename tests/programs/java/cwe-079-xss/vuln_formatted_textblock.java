// JAX-RS resource showing a greeting card built with a text block
package com.example.cards;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/card")
public class CardResource {
    @GET
    @Produces(MediaType.TEXT_HTML)
    public String card(@QueryParam("to") String to) {
        String page = """
            <html><body>
              <h2>Happy birthday, %s!</h2>
            </body></html>
            """.formatted(to);
        return page;
    }
}
