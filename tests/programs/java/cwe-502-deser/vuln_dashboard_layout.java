// Servlet that restores a user's dashboard widget layout from an uploaded XML export
package com.acme.dashboards.web;

import java.beans.XMLDecoder;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.acme.dashboards.model.DashboardLayout;
import com.acme.dashboards.service.LayoutService;

@WebServlet("/dashboards/layout/import")
class LayoutImportServlet extends HttpServlet {

    private static final int MAX_BYTES = 256 * 1024;

    private LayoutService layouts;

    @Override
    public void init() {
        layouts = (LayoutService) getServletContext().getAttribute(LayoutService.class.getName());
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getContentLengthLong() > MAX_BYTES || req.getUserPrincipal() == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        DashboardLayout layout = readLayout(req.getInputStream());
        if (layout == null || layout.getWidgets() == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "not a dashboard layout");
            return;
        }
        layouts.replace(req.getUserPrincipal().getName(), layout);
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    private static DashboardLayout readLayout(InputStream body) {
        try (XMLDecoder decoder = new XMLDecoder(new BufferedInputStream(body))) {
            Object decoded = decoder.readObject();
            return decoded instanceof DashboardLayout ? (DashboardLayout) decoded : null;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
