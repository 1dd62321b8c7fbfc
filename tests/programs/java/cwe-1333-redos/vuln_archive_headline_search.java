// JAX-RS resource that filters the newspaper archive's headline index by a search term entered by readers.
package com.dailywire.archive.api;

import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.time.Year;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

@Path("/archive/headlines")
public class HeadlineSearchResource {

    public record Headline(long articleId, String title, String published) {}

    public interface HeadlineIndex {
        List<Headline> forYear(int year);
    }

    @Inject
    HeadlineIndex index;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response search(@QueryParam("q") String term,
                           @QueryParam("year") @DefaultValue("0") int year) {
        if (term == null || term.isBlank() || term.length() > 100) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        int targetYear = year == 0 ? Year.now().getValue() : year;
        Pattern matcher;
        try {
            matcher = Pattern.compile(term.trim(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        List<Headline> hits = new ArrayList<>();
        for (Headline headline : index.forYear(targetYear)) {
            if (matcher.matcher(headline.title()).find()) {
                hits.add(headline);
                if (hits.size() == 200) {
                    break;
                }
            }
        }
        return Response.ok(hits).build();
    }
}
