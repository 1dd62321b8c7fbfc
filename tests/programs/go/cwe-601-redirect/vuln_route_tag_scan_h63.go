// A route tag scan program of the h63 set (cwe-601-redirect).
package main

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"sync"

	"github.com/labstack/echo/v4"
)

// Route is a set climb; each has a QR tag on its start hold.
type Route struct {
	ID     int
	Name   string
	Grade  string
	Scans  int
	Active bool
}

type RouteRepository interface {
	Get(id int) (*Route, error)
	Save(r *Route) error
}

type memoryRoutes struct {
	mu     sync.Mutex
	routes map[int]*Route
}

func (m *memoryRoutes) Get(id int) (*Route, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.routes[id]
	if !ok || !r.Active {
		return nil, errors.New("route not on the wall")
	}
	return r, nil
}

func (m *memoryRoutes) Save(r *Route) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.routes[r.ID] = r
	return nil
}

type RouteService struct {
	repo RouteRepository
}

func (s *RouteService) RecordScan(id int) (*Route, error) {
	r, err := s.repo.Get(id)
	if err != nil {
		return nil, err
	}
	r.Scans++
	return r, s.repo.Save(r)
}

// ReturnPath decides where a climber lands after scanning a route tag.
type ReturnPath struct{}

func (ReturnPath) Resolve(raw string, route *Route) string {
	if raw == "" || raw[0] != '/' {
		return fmt.Sprintf("/routes/%d", route.ID)
	}
	return raw
}

type ScanController struct {
	svc     *RouteService
	returns ReturnPath
}

func (ctl *ScanController) Scan(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad route id")
	}
	route, err := ctl.svc.RecordScan(id)
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "route has been stripped")
	}
	return c.Redirect(http.StatusFound, ctl.returns.Resolve(c.QueryParam("next"), route))
}

func main() {
	repo := &memoryRoutes{routes: map[int]*Route{
		101: {ID: 101, Name: "Crimp Cathedral", Grade: "6c", Active: true},
		102: {ID: 102, Name: "Sloper Sunday", Grade: "5+", Active: true},
	}}
	e := echo.New()
	e.HideBanner = true
	ctl := &ScanController{svc: &RouteService{repo: repo}}
	e.GET("/tags/:id", ctl.Scan)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
