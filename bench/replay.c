/* make bench's C reference: replays the libxlsxwriter calls the tool recorded
 * (FOOTBALL_ETL_XLSX_REPLAY, see Sources/LibXLSXWriter/Workbook/CallReplay.swift), so the
 * same cells, formats, Excel Tables, notes, conditional formats and charts are written by
 * the library alone. Usage: replay OUT_DIR FILE.replay...; temporary files go to $TMPDIR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xlsxwriter.h>

#define MAX_FIELDS 32

static char *fields[MAX_FIELDS];
static int field_count;
static lxw_format **formats;
static size_t format_count, format_capacity;

static void die(const char *what, const char *file, long line) {
    fprintf(stderr, "replay: %s (%s line %ld)\n", what, file, line);
    exit(1);
}

/* Splits a line on tabs and undoes the escapes (\\, \t, \n) in place. */
static void split(char *line) {
    field_count = 0;
    char *p = line;
    while (field_count < MAX_FIELDS) {
        fields[field_count++] = p;
        char *out = p;
        while (*p && *p != '\t' && *p != '\n') {
            if (*p == '\\' && p[1]) {
                p++;
                *out++ = *p == 't' ? '\t' : *p == 'n' ? '\n' : *p;
                p++;
            } else {
                *out++ = *p++;
            }
        }
        char end = *p;
        *out = '\0';
        if (end != '\t') break;
        p++;
    }
}

static long num(int i) { return strtol(fields[i], NULL, 10); }
static double real(int i) { return strtod(fields[i], NULL); }
static const char *text(int i) { return i < field_count && fields[i][0] ? fields[i] : NULL; }
static lxw_format *format(int i) {
    if (i >= field_count || !fields[i][0]) return NULL;
    long index = num(i);
    return index >= 0 && (size_t)index < format_count ? formats[index] : NULL;
}

static void add_format(lxw_workbook *workbook) {
    lxw_format *f = workbook_add_format(workbook);
    /* numFmt bold fontSize fontColor wrap border fill align hyperlink */
    if (num(9)) format_set_hyperlink(f);
    if (num(2)) format_set_bold(f);
    if (real(3) > 0) format_set_font_size(f, real(3));
    if (num(4) >= 0) format_set_font_color(f, (lxw_color_t)num(4));
    if (text(1)) format_set_num_format(f, text(1));
    if (num(5)) format_set_text_wrap(f);
    if (num(6)) format_set_border(f, LXW_BORDER_THIN);
    if (num(7) >= 0) {
        format_set_pattern(f, LXW_PATTERN_SOLID);
        format_set_bg_color(f, (lxw_color_t)num(7));
    }
    static const uint8_t aligns[] = {0, LXW_ALIGN_LEFT, LXW_ALIGN_CENTER, LXW_ALIGN_RIGHT};
    if (num(8) > 0 && num(8) < 4) format_set_align(f, aligns[num(8)]);
    if (format_count == format_capacity) {
        format_capacity = format_capacity ? 2 * format_capacity : 64;
        formats = realloc(formats, format_capacity * sizeof *formats);
    }
    formats[format_count++] = f;
}

static void add_table(lxw_worksheet *sheet) {
    lxw_table_column columns[LXW_COL_MAX > 512 ? 512 : LXW_COL_MAX], *list[513];
    int count = 0;
    char *header = fields[7];
    while (header && count < 512) {
        char *tab = strchr(header, '\t');
        if (tab) *tab = '\0';
        memset(&columns[count], 0, sizeof columns[count]);
        columns[count].header = header;
        columns[count].header_format = format(5);
        list[count] = &columns[count];
        count++;
        header = tab ? tab + 1 : NULL;
    }
    list[count] = NULL;
    lxw_table_options options = {0};
    options.name = fields[6];
    options.style_type = LXW_TABLE_STYLE_TYPE_LIGHT;
    options.style_type_number = 15;
    options.columns = list;
    /* As the tool does (fe_worksheet_add_table): the mode is lifted for the call alone, and the
     * header cells follow as recorded string cells. */
    uint8_t optimize = sheet->optimize;
    sheet->optimize = 0;
    worksheet_add_table(sheet, num(1), num(2), num(3), num(4), &options);
    sheet->optimize = optimize;
}

static void conditional(lxw_worksheet *sheet) {
    lxw_conditional_format options = {0};
    options.type = (uint8_t)num(1);
    options.criteria = (uint8_t)num(2);
    options.value_string = (char *)text(7);
    options.format = format(8);
    if (options.type == LXW_CONDITIONAL_DATA_BAR) {
        options.bar_color = (lxw_color_t)num(9);
        options.bar_solid = 1;
    }
    if (options.type == LXW_CONDITIONAL_3_COLOR_SCALE) {
        options.min_color = (lxw_color_t)num(10);
        options.mid_color = (lxw_color_t)num(11);
        options.max_color = (lxw_color_t)num(12);
    }
    worksheet_conditional_format_range(sheet, num(3), num(4), num(5), num(6), &options);
}

static void chart(lxw_workbook *workbook, lxw_worksheet *sheet) {
    /* kind row column scale title xTitle yTitle sheet ranges names */
    lxw_chart *c = workbook_add_chart(workbook, num(1) == 2 ? LXW_CHART_BAR : num(1) ? LXW_CHART_COLUMN : LXW_CHART_LINE);
    chart_title_set_name(c, fields[5]);
    int r[64][4], n = 0;
    for (char *p = fields[9]; *p && n < 64; n++) {
        sscanf(p, "%d %d %d %d", &r[n][0], &r[n][1], &r[n][2], &r[n][3]);
        p = strchr(p, ',');
        if (!p) { n++; break; }
        p++;
    }
    char *name = fields[10];
    for (int s = 1; s < n; s++) {
        lxw_chart_series *series = chart_add_series(c, NULL, NULL);
        chart_series_set_categories(series, fields[8], r[0][0], r[0][1], r[0][2], r[0][3]);
        chart_series_set_values(series, fields[8], r[s][0], r[s][1], r[s][2], r[s][3]);
        int nr, nc;
        if (name && sscanf(name, "%d %d", &nr, &nc) == 2) chart_series_set_name_range(series, fields[8], nr, nc);
        name = name ? strchr(name, ',') : NULL;
        if (name) name++;
    }
    if (num(1) == 2) {
        chart_axis_set_reverse(c->y_axis);
        chart_axis_set_crossing_max(c->y_axis);
    }
    if (text(6)) chart_axis_set_name(c->x_axis, text(6));
    if (text(7)) chart_axis_set_name(c->y_axis, text(7));
    chart_legend_set_position(c, n - 1 > 1 ? LXW_CHART_LEGEND_BOTTOM : LXW_CHART_LEGEND_NONE);
    lxw_chart_options options = {0};
    options.x_scale = real(4);
    options.y_scale = real(4);
    worksheet_insert_chart_opt(sheet, num(2), num(3), c, &options);
}

/* L paper fit_wide fit_tall scale repeat_first repeat_last repeat_columns area_row area_column breaks */
static void page_setup(lxw_worksheet *sheet) {
    worksheet_set_landscape(sheet);
    worksheet_set_paper(sheet, (uint8_t)num(1));
    if (num(4) > 0) {
        worksheet_print_across(sheet);
        worksheet_set_print_scale(sheet, (uint16_t)num(4));
    } else {
        worksheet_fit_to_pages(sheet, (uint16_t)num(2), (uint16_t)num(3));
    }
    if (num(5) >= 0) worksheet_repeat_rows(sheet, num(5), num(6));
    if (num(7) > 0) worksheet_repeat_columns(sheet, 0, num(7) - 1);
    if (num(8) >= 0) worksheet_print_area(sheet, 0, 0, num(8), num(9));
    if (text(10)) {
        lxw_row_t breaks[1024];
        int count = 0;
        for (char *p = fields[10]; *p && count < 1023; count++) {
            breaks[count] = (lxw_row_t)strtol(p, &p, 10);
            if (*p == ',') p++;
        }
        breaks[count] = 0;
        worksheet_set_h_pagebreaks(sheet, breaks);
    }
}

static void replay(const char *path, const char *out_dir) {
    FILE *in = fopen(path, "r");
    if (!in) die("cannot open", path, 0);
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    char out[4096];
    snprintf(out, sizeof out, "%s/%s.xlsx", out_dir, base);
    lxw_workbook_options options = {.constant_memory = LXW_TRUE, .tmpdir = getenv("TMPDIR")};
    lxw_workbook *workbook = workbook_new_opt(out, &options);
    lxw_worksheet *sheet = NULL;
    char *line = NULL;
    size_t capacity = 0;
    long number = 0;
    format_count = 0;
    while (getline(&line, &capacity, in) > 0) {
        number++;
        split(line);
        switch (fields[0][0]) {
        case 'P': {
            lxw_doc_properties p = {0};
            p.title = (char *)text(1); p.subject = (char *)text(2); p.author = (char *)text(3);
            p.company = (char *)text(4); p.comments = (char *)text(5); p.keywords = (char *)text(6);
            p.created = (time_t)num(7);
            workbook_set_properties(workbook, &p);
            break;
        }
        case 'F': add_format(workbook); break;
        case 'S': sheet = workbook_add_worksheet(workbook, fields[1]); break;
        case 'n': worksheet_write_number(sheet, num(1), num(2), real(3), format(4)); break;
        case 's': worksheet_write_string(sheet, num(1), num(2), fields[3], format(4)); break;
        case 'b': worksheet_write_boolean(sheet, num(1), num(2), (int)num(3), format(4)); break;
        case 'u': worksheet_write_unixtime(sheet, num(1), num(2), num(3), format(4)); break;
        case 'd': {
            lxw_datetime date = {(int)num(3), (int)num(4), (int)num(5), 0, 0, 0};
            worksheet_write_datetime(sheet, num(1), num(2), &date, format(6));
            break;
        }
        case 'l': worksheet_write_url_opt(sheet, num(1), num(2), fields[3], format(5), fields[4], NULL); break;
        case 'k': worksheet_write_blank(sheet, num(1), num(2), format(3)); break;
        case 'C': worksheet_set_column(sheet, num(1), num(1), real(2), format(3)); break;
        case 'R': worksheet_set_row(sheet, num(1), real(2), format(3)); break;
        case 'Z': worksheet_freeze_panes(sheet, num(1), num(2)); break;
        case 'L': page_setup(sheet); break;
        case 'T': add_table(sheet); break;
        case 'N': {
            lxw_comment_options note = {0};
            worksheet_write_comment_opt(sheet, num(1), num(2), fields[3], &note);
            break;
        }
        case 'K': conditional(sheet); break;
        case 'V': {
            lxw_data_validation validation = {0};
            validation.validate = LXW_VALIDATION_TYPE_ANY;
            validation.show_input = LXW_VALIDATION_ON;
            validation.input_title = fields[3];
            validation.input_message = fields[4];
            worksheet_data_validation_cell(sheet, num(1), num(2), &validation);
            break;
        }
        case 'H': chart(workbook, sheet); break;
        case 'X':
            if (workbook_close(workbook) != LXW_NO_ERROR) die("workbook_close failed", path, number);
            workbook = NULL;
            break;
        default: die("unknown record", path, number);
        }
    }
    free(line);
    fclose(in);
    if (workbook) die("no close record", path, number);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: replay OUT_DIR FILE.replay...\n");
        return 64;
    }
    for (int i = 2; i < argc; i++) replay(argv[i], argv[1]);
    return 0;
}
