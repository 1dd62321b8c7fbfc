// JAX-RS resource returning several invoices by id
package com.example.billing;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@Path("/invoices")
public class InvoiceResource {
    private final DataSource ds;

    public InvoiceResource(DataSource ds) {
        this.ds = ds;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<String> byIds(@QueryParam("id") List<Long> ids) throws Exception {
        String in = ids.stream().map(String::valueOf).collect(Collectors.joining(","));
        List<String> out = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT number FROM invoice WHERE id IN (" + in + ")")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
