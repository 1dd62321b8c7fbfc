// Servlet that restores a saved shopping cart snapshot uploaded by the desktop client.
package com.acme.cart;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/cart/restore")
public class CartRestoreServlet extends HttpServlet {

    private static final int MAX_SNAPSHOT_BYTES = 64 * 1024;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getContentLength() > MAX_SNAPSHOT_BYTES) {
            resp.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            return;
        }
        CartSnapshot snapshot;
        try (ObjectInputStream in = new ObjectInputStream(req.getInputStream())) {
            snapshot = (CartSnapshot) in.readObject();
        } catch (ClassNotFoundException | ClassCastException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unreadable snapshot");
            return;
        }
        req.getSession().setAttribute("cart", snapshot);
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}

class CartSnapshot implements Serializable {
    private static final long serialVersionUID = 1L;

    ArrayList<String> skus = new ArrayList<>();
    HashMap<String, Integer> quantities = new HashMap<>();
}
