// JAX-RS resource that sorts a customer's orders
package com.example.orders;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.DefaultValue;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

@Path("/customers/{cid}/orders")
public class CustomerOrdersResource {
    private final DataSource ds;

    public CustomerOrdersResource(DataSource ds) {
        this.ds = ds;
    }

    @GET
    public List<String> list(@PathParam("cid") long cid, @QueryParam("sort") @DefaultValue("created") String sort) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT ref FROM orders WHERE customer_id = " + cid + " ORDER BY " + sort)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
