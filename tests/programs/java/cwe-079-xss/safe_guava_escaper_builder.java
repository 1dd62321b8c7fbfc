// JAX-RS resource listing search terms as an HTML fragment
package com.example.search;

import com.google.common.html.HtmlEscapers;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

@Path("/terms")
public class TermsResource {
    @GET
    @Produces(MediaType.TEXT_HTML)
    public String list(@QueryParam("t") List<String> terms) {
        StringBuilder sb = new StringBuilder("<ul>");
        for (String t : terms) {
            sb.append("<li>").append(HtmlEscapers.htmlEscaper().escape(t)).append("</li>");
        }
        sb.append("</ul>");
        return sb.toString();
    }
}
