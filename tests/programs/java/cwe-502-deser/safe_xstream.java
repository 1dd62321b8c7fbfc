// JAX-RS endpoint importing purchase orders sent as XML from partner systems
package com.example.partners;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/partner/orders")
public class PartnerOrderResource {

    public static class PurchaseOrder {
        String partnerId;
        String sku;
        int quantity;
    }

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    public Response importOrder(String xml) {
        XStream xstream = new XStream();
        xstream.addPermission(NoTypePermission.NONE);
        xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
        xstream.allowTypes(new Class[] {PurchaseOrder.class, String.class});
        xstream.alias("order", PurchaseOrder.class);
        PurchaseOrder po = (PurchaseOrder) xstream.fromXML(xml);
        return Response.ok("queued " + po.sku).build();
    }
}
