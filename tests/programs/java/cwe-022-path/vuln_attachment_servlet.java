// Jakarta servlet that serves helpdesk ticket attachments stored under a per-ticket folder.
package com.acme.helpdesk.servlet;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.logging.Logger;

@WebServlet("/attachments")
public class AttachmentServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(AttachmentServlet.class.getName());
    private static final String STORE = "/srv/helpdesk/attachments";

    private static boolean looksSuspicious(String name) {
        return name.contains("..") || name.startsWith("/") || name.indexOf('\0') >= 0;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String ticket = req.getParameter("ticket");
        String name = req.getParameter("name");
        if (ticket == null || name == null || !ticket.matches("\\d{1,10}")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        if (looksSuspicious(name)) {
            LOG.warning("unusual attachment name requested for ticket " + ticket);
        }
        File file = new File(new File(STORE, ticket), name);
        if (!file.isFile()) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("application/octet-stream");
        try (InputStream in = new FileInputStream(file); OutputStream out = resp.getOutputStream()) {
            in.transferTo(out);
        }
    }
}
