// A plough route map program of the h66 set (cwe-918-ssrf).
package com.northpennineplough.dispatch.rest;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.Hashtable;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Response;

import org.apache.commons.io.IOUtils;

/**
 * Jersey 1.x resource used by the cab tablets: fetches the gritting/ploughing
 * route geometry for a route number from the GIS server of the depot that owns it.
 */
@Path("/routes")
class PloughRouteResource {

    private static final Hashtable DEPOT_HOSTS = new Hashtable();
    static {
        DEPOT_HOSTS.put("alston", "gis-alston.npplough.net");
        DEPOT_HOSTS.put("hexham", "gis-hexham.npplough.net");
        DEPOT_HOSTS.put("kirkby", "gis-kirkby.npplough.net");
    }

    @GET
    @Path("{routeNo}/geometry")
    @Produces("application/json")
    public Response geometry(@PathParam("routeNo") String routeNo,
                             @QueryParam("depot") String depot) {
        int route;
        try {
            route = Integer.parseInt(routeNo);
        } catch (NumberFormatException e) {
            return Response.status(404).build();
        }
        if (depot == null) {
            return Response.status(400).entity("{\"error\":\"depot required\"}").build();
        }

        String host = (String) DEPOT_HOSTS.get(depot.toLowerCase());
        if (host == null) {
            // older tablets still send the GIS host name itself
            host = depot;
        }

        HttpURLConnection conn = null;
        InputStream in = null;
        try {
            URL url = new URL("https://" + host + "/gis/routes/" + route + ".json");
            conn = (HttpURLConnection) url.openConnection();
            conn.setConnectTimeout(4000);
            conn.setReadTimeout(8000);
            if (conn.getResponseCode() != 200) {
                return Response.status(502).build();
            }
            in = conn.getInputStream();
            String body = IOUtils.toString(in, "UTF-8");
            return Response.ok(body, "application/json").build();
        } catch (IOException e) {
            return Response.status(502).build();
        } finally {
            IOUtils.closeQuietly(in);
            if (conn != null) {
                conn.disconnect();
            }
        }
    }
}
