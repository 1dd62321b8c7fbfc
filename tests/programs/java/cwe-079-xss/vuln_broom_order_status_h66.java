// A broom order status program of the h66 set (cwe-079-xss).
package uk.co.besomworks.orders.rest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.apache.commons.lang3.StringEscapeUtils;
import org.restlet.data.MediaType;
import org.restlet.data.Status;
import org.restlet.representation.Representation;
import org.restlet.representation.StringRepresentation;
import org.restlet.resource.Get;
import org.restlet.resource.ServerResource;

/**
 * Order tracking page linked from the dispatch e-mail:
 * /orders/status?order=40211&customer=Mrs%20Ainsworth
 */
class BroomOrderStatusResource extends ServerResource {

    @Get("html")
    public Representation status() {
        String orderNo = getQueryValue("order");
        String customer = getQueryValue("customer");
        if (customer == null) {
            customer = "customer";
        }
        long id;
        try {
            id = Long.parseLong(orderNo);
        } catch (NumberFormatException e) {
            setStatus(Status.CLIENT_ERROR_NOT_FOUND);
            return new StringRepresentation("<p>Unknown order.</p>", MediaType.TEXT_HTML);
        }

        String state = null;
        String broomType = null;
        DataSource ds = (DataSource) getContext().getAttributes().get("ordersDataSource");
        Connection con = null;
        try {
            con = ds.getConnection();
            PreparedStatement ps = con.prepareStatement(
                    "SELECT state, broom_type FROM broom_order WHERE order_no = ?");
            ps.setLong(1, id);
            ResultSet rs = ps.executeQuery();
            if (rs.next()) {
                state = rs.getString("state");
                broomType = rs.getString("broom_type");
            }
            rs.close();
            ps.close();
        } catch (SQLException e) {
            getLogger().warning("order lookup failed for " + id);
        } finally {
            try {
                if (con != null) con.close();
            } catch (SQLException ignore) {
            }
        }

        StringBuffer html = new StringBuffer("<html><body>");
        html.append("<p>Dear ").append(customer).append(",</p>");
        if (state == null) {
            html.append("<p>We could not find order ").append(id).append(".</p>");
        } else {
            html.append("<p>Your ").append(StringEscapeUtils.escapeHtml4(broomType))
                .append(" (order ").append(id).append(") is currently: <b>")
                .append(StringEscapeUtils.escapeHtml4(state)).append("</b>.</p>");
        }
        html.append("</body></html>");
        return new StringRepresentation(html.toString(), MediaType.TEXT_HTML);
    }
}
