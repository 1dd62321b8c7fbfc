// Servlet that imports a school timetable exported from the scheduling desktop tool as an XML upload.
package edu.northfield.scheduling.importer;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

@WebServlet("/scheduling/timetable/import")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
public class TimetableImportServlet extends HttpServlet {

    record Lesson(String period, String subject, String room) {}

    private final XMLInputFactory inputFactory = XMLInputFactory.newInstance();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        List<Lesson> lessons = new ArrayList<>();
        try (InputStream in = req.getPart("timetable").getInputStream()) {
            XMLStreamReader reader = inputFactory.createXMLStreamReader(in);
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamConstants.START_ELEMENT && "lesson".equals(reader.getLocalName())) {
                    String period = reader.getAttributeValue(null, "period");
                    String room = reader.getAttributeValue(null, "room");
                    String subject = reader.getElementText();
                    lessons.add(new Lesson(period, subject, room));
                }
            }
            reader.close();
        } catch (XMLStreamException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "timetable file could not be read");
            return;
        }
        req.getSession().setAttribute("pendingTimetable", lessons);
        resp.sendRedirect(req.getContextPath() + "/scheduling/timetable/review");
    }
}
