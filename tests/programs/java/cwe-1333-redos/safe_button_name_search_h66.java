// A button name search program of the h66 set (cwe-1333-redos).
package com.corozobuttons.catalogue.rest;

import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.Response;
import javax.servlet.ServletContext;

import com.corozobuttons.catalogue.model.ButtonLine;

/**
 * Quick search box of the trade catalogue: matches the typed text anywhere in
 * the button line names ("shank", "4-hole 15mm", ...). Jersey 1.x resource.
 */
@Path("/catalogue/search")
class ButtonNameSearchResource {

    @Context
    private ServletContext servletContext;

    @GET
    @Produces("text/plain")
    public Response search(@QueryParam("text") String text) {
        if (text == null || text.length() == 0 || text.length() > 200) {
            return Response.status(400).entity("search text missing or too long").build();
        }
        Pattern p;
        try {
            p = Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE);
        } catch (PatternSyntaxException e) {
            return Response.status(400).entity("search text not understood").build();
        }

        List lines = (List) servletContext.getAttribute("buttonLines");
        StringBuffer out = new StringBuffer();
        int hits = 0;
        Iterator it = lines.iterator();
        while (it.hasNext() && hits < 100) {
            ButtonLine line = (ButtonLine) it.next();
            Matcher m = p.matcher(line.getName());
            if (m.find()) {
                out.append(line.getCode()).append('\t').append(line.getName()).append('\n');
                hits++;
            }
        }
        if (hits == 0) {
            out.append("no button lines match\n");
        }
        return Response.ok(out.toString()).build();
    }
}
