// A leather swatches program of the h67 set (cwe-918-ssrf).
// saddle makers: pull leather swatch photos from tannery catalogues into the saddle configurator
package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type SwatchImport struct {
	Supplier string `json:"supplier" validate:"required,hostname_rfc1123"`
	SKU      string `json:"sku" validate:"required,alphanum,max=20"`
	Finish   string `json:"finish" validate:"required,oneof=smooth pebbled suede nubuck"`
}

type CatalogueClient struct {
	http *http.Client
}

func NewCatalogueClient(timeout time.Duration) *CatalogueClient {
	return &CatalogueClient{http: &http.Client{Timeout: timeout}}
}

func (c *CatalogueClient) FetchSwatch(ctx context.Context, host, sku string) ([]byte, string, error) {
	endpoint := fmt.Sprintf("https://%s/api/swatches/%s", host, sku)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, "", err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, "", fmt.Errorf("catalogue returned %s", resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	return body, resp.Header.Get("Content-Type"), err
}

type swatch struct {
	data        []byte
	contentType string
}

type SwatchLibrary struct {
	mu    sync.RWMutex
	items map[string]swatch
}

func (l *SwatchLibrary) Put(sku string, s swatch) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.items[sku] = s
}

func (l *SwatchLibrary) Get(sku string) (swatch, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	s, ok := l.items[sku]
	return s, ok
}

type SwatchHandler struct {
	catalogue *CatalogueClient
	library   *SwatchLibrary
}

func (h *SwatchHandler) Import(c echo.Context) error {
	var in SwatchImport
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&in); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	data, ctype, err := h.catalogue.FetchSwatch(c.Request().Context(), in.Supplier, in.SKU)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, err.Error())
	}
	h.library.Put(in.SKU, swatch{data: data, contentType: ctype})
	return c.JSON(http.StatusCreated, map[string]any{"sku": in.SKU, "finish": in.Finish, "bytes": len(data)})
}

func (h *SwatchHandler) Show(c echo.Context) error {
	s, ok := h.library.Get(c.Param("sku"))
	if !ok {
		return echo.ErrNotFound
	}
	return c.Blob(http.StatusOK, s.contentType, s.data)
}

type importValidator struct{ v *validator.Validate }

func (iv *importValidator) Validate(i interface{}) error { return iv.v.Struct(i) }

func main() {
	h := &SwatchHandler{
		catalogue: NewCatalogueClient(10 * time.Second),
		library:   &SwatchLibrary{items: map[string]swatch{}},
	}

	e := echo.New()
	e.Validator = &importValidator{v: validator.New()}
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/configurator/swatches", h.Import)
	e.GET("/configurator/swatches/:sku", h.Show)
	e.Logger.Fatal(e.Start(":8103"))
}
