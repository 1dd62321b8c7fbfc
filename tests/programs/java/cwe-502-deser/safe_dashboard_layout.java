// Servlet that restores a user's dashboard widget layout from an uploaded XML export
package com.acme.dashboards.web;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import com.acme.dashboards.model.DashboardLayout;
import com.acme.dashboards.service.LayoutService;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;

@WebServlet("/dashboards/layout/import")
class LayoutImportServlet extends HttpServlet {

    private static final int MAX_BYTES = 256 * 1024;
    private static final XmlMapper XML = XmlMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

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
        try (InputStream in = new BufferedInputStream(body)) {
            return XML.readValue(in, DashboardLayout.class);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
