// A cartoon upload program of the h67 set (cwe-022-path).
// stained glass studios: upload full-size cartoon drawings for a window commission
package main

import (
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type requestValidator struct {
	v *validator.Validate
}

func (rv *requestValidator) Validate(i interface{}) error {
	return rv.v.Struct(i)
}

// CartoonUpload carries the form fields sent alongside the drawing.
// FileName may contain a sub-folder, e.g. "north-aisle/lancet-2.svg".
type CartoonUpload struct {
	CommissionID int    `form:"commission_id" validate:"required,gt=0"`
	FileName     string `form:"file_name" validate:"required,max=120,endswith=.svg"`
	Panel        string `form:"panel" validate:"required,oneof=tracery lancet rose border"`
}

var errBadName = errors.New("invalid file name")

type CartoonStorage struct {
	root string
}

func NewCartoonStorage(root string) *CartoonStorage {
	return &CartoonStorage{root: root}
}

func (s *CartoonStorage) Save(commissionID int, name string, src io.Reader) (string, error) {
	if filepath.IsAbs(name) {
		return "", errBadName
	}
	dir := filepath.Join(s.root, strconv.Itoa(commissionID))
	target := filepath.Join(dir, name)
	rel, err := filepath.Rel(dir, target)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errBadName
	}

	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return "", err
	}
	dst, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return "", err
	}
	return target, dst.Close()
}

type CartoonHandler struct {
	storage *CartoonStorage
}

func NewCartoonHandler(storage *CartoonStorage) *CartoonHandler {
	return &CartoonHandler{storage: storage}
}

func (h *CartoonHandler) Upload(c echo.Context) error {
	var req CartoonUpload
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&req); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}

	fh, err := c.FormFile("drawing")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "drawing file is required")
	}
	src, err := fh.Open()
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "unreadable upload")
	}
	defer src.Close()

	stored, err := h.storage.Save(req.CommissionID, req.FileName, src)
	if errors.Is(err, errBadName) {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err != nil {
		c.Logger().Errorf("saving cartoon: %v", err)
		return echo.NewHTTPError(http.StatusInternalServerError, "could not store drawing")
	}

	return c.JSON(http.StatusCreated, map[string]any{
		"commission_id": req.CommissionID,
		"panel":         req.Panel,
		"stored_as":     filepath.Base(stored),
	})
}

func main() {
	root := os.Getenv("CARTOON_DIR")
	if root == "" {
		root = "/srv/studio/cartoons"
	}

	e := echo.New()
	e.Validator = &requestValidator{v: validator.New()}
	e.Use(middleware.Logger(), middleware.Recover(), middleware.BodyLimit("25M"))

	h := NewCartoonHandler(NewCartoonStorage(root))
	e.POST("/commissions/cartoons", h.Upload)

	e.Logger.Fatal(e.Start(":8081"))
}
