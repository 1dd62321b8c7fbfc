// A clog pattern upload program of the h66 set (cwe-022-path).
package nl.houtenklompen.workshop.web;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Vector;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.fileupload.FileItem;
import org.apache.commons.fileupload.FileUploadException;
import org.apache.commons.fileupload.disk.DiskFileItemFactory;
import org.apache.commons.fileupload.servlet.ServletFileUpload;
import org.apache.commons.io.FilenameUtils;

/**
 * Customers send the foot tracings and last drawings for made-to-measure clogs.
 * Files are kept per customer number under the configured pattern directory.
 */
class ClogPatternUploadServlet extends HttpServlet {

    private static final String[] ALLOWED_SUFFIXES = { ".pdf", ".dxf", ".jpg", ".png" };

    private File patternDir;

    public void init() throws ServletException {
        patternDir = new File(getServletConfig().getInitParameter("patternDir"));
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        if (!ServletFileUpload.isMultipartContent(request)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "multipart form expected");
            return;
        }
        DiskFileItemFactory factory = new DiskFileItemFactory();
        factory.setSizeThreshold(64 * 1024);
        ServletFileUpload upload = new ServletFileUpload(factory);
        upload.setSizeMax(8L * 1024 * 1024);

        long customerNo = -1;
        Vector files = new Vector();
        try {
            List items = upload.parseRequest(request);
            Iterator it = items.iterator();
            while (it.hasNext()) {
                FileItem item = (FileItem) it.next();
                if (item.isFormField()) {
                    if ("customerNo".equals(item.getFieldName())) {
                        customerNo = Long.parseLong(item.getString("UTF-8").trim());
                    }
                } else if (item.getSize() > 0) {
                    files.add(item);
                }
            }
        } catch (FileUploadException e) {
            throw new ServletException("upload could not be read", e);
        } catch (NumberFormatException e) {
            customerNo = -1;
        }
        if (customerNo <= 0) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "customer number required");
            return;
        }

        File customerDir = new File(patternDir, String.valueOf(customerNo));
        customerDir.mkdirs();
        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        for (int i = 0; i < files.size(); i++) {
            FileItem item = (FileItem) files.get(i);
            String fileName = FilenameUtils.getName(item.getName());
            if (!hasAllowedSuffix(fileName) || fileName.startsWith(".")) {
                out.println("skipped: unsupported file type");
                continue;
            }
            File target = new File(customerDir, fileName);
            try {
                item.write(target);
                out.println("stored: " + target.getName());
            } catch (Exception e) {
                log("could not store pattern for customer " + customerNo, e);
                out.println("failed: " + target.getName());
            }
        }
    }

    private static boolean hasAllowedSuffix(String name) {
        if (name == null) {
            return false;
        }
        String lower = name.toLowerCase();
        for (int i = 0; i < ALLOWED_SUFFIXES.length; i++) {
            if (lower.endsWith(ALLOWED_SUFFIXES[i])) {
                return true;
            }
        }
        return false;
    }
}
