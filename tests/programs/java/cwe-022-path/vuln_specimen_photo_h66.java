// A specimen photo program of the h66 set (cwe-022-path).
package com.fenwickmounts.archive.web;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.io.FileUtils;

/**
 * Serves photographs of mounted specimens from the studio archive.
 * URL form: /photos/{specimenRef}/{fileName}, e.g. /photos/TAW-1931-044/front.jpg
 */
class SpecimenPhotoServlet extends HttpServlet {

    private File photoRoot;

    public void init() throws ServletException {
        String root = getServletConfig().getInitParameter("photoRoot");
        if (root == null) {
            throw new ServletException("photoRoot init-param is not set");
        }
        photoRoot = new File(root);
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String info = request.getPathInfo();
        if (info == null || info.length() < 2) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String rel = info.substring(1).replace("../", "");
        int slash = rel.indexOf('/');
        if (slash <= 0 || slash == rel.length() - 1) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        String specimenRef = rel.substring(0, slash);
        String fileName = rel.substring(slash + 1);

        File photo = new File(new File(photoRoot, specimenRef), fileName);
        if (!photo.isFile()) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }

        String mime = getServletContext().getMimeType(photo.getName());
        response.setContentType(mime != null ? mime : "application/octet-stream");
        response.setHeader("Cache-Control", "max-age=86400");
        response.setContentLength((int) photo.length());
        OutputStream out = response.getOutputStream();
        try {
            FileUtils.copyFile(photo, out);
        } finally {
            out.flush();
        }
    }
}
